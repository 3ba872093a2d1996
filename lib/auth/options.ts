import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { authSecret } from "./secret";
import { authorizeCredentials } from "./sign-in";

const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * The session cookie, named the same way for next-auth and for proxy.ts. It is Secure when the site
 * is served over https (SITE_URL), whatever NEXTAUTH_URL says.
 */
export function sessionCookie() {
  const secure = env().SITE_URL.startsWith("https://");
  return {
    name: `${secure ? "__Secure-" : ""}next-auth.session-token`,
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", secure },
  };
}

let cached: NextAuthOptions | undefined;

/** Built on first use (not at import), so `next build` neither needs nor generates the secret. */
export function authOptions(): NextAuthOptions {
  cached ??= {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
    pages: { signIn: "/login", error: "/login" },
    cookies: { sessionToken: sessionCookie() },
    useSecureCookies: sessionCookie().options.secure,
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "E-mail e senha",
        credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Senha", type: "password" } },
        authorize: (credentials, request) => authorizeCredentials(credentials, new Headers(toHeaderPairs(request?.headers))),
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.email = user.email;
        }
        return token;
      },
      session({ session, token }) {
        session.user = { id: token.sub ?? "", email: token.email ?? "" };
        return session;
      },
    },
  };
  return cached;
}

function toHeaderPairs(headers: Record<string, unknown> | undefined): [string, string][] {
  return Object.entries(headers ?? {}).flatMap(([key, value]) =>
    typeof value === "string" ? [[key, value] as [string, string]] : Array.isArray(value) ? [[key, value.join(", ")] as [string, string]] : [],
  );
}
