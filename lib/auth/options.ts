import "server-only";
import type { NextAuthOptions } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { adminAccess } from "@/lib/admin/access";
import { env } from "@/lib/env";
import { safeCallbackPath } from "@/lib/validation/callback-url";
import { authSecret } from "./secret";
import { describeFailure, failureName } from "@/lib/describe-failure";
import { isDatabaseFailure } from "@/lib/http/failure";
import { endSessions, sessionStateOf } from "./session-version";
import { authorizeCredentials } from "./sign-in";
import type { AccountUser } from "./users";

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/** Secure when SITE_URL is https, whatever NEXTAUTH_URL says; proxy.ts reads the same name. */
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
        authorize: (credentials, request) =>
          authorizeCredentials(credentials, new Headers(toHeaderPairs(request?.headers))),
      }),
    ],
    callbacks: {
      // The same check as the login form's, on the normalised path (no open redirect).
      redirect({ url, baseUrl }) {
        const path = url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
        return `${baseUrl}${safeCallbackPath(path, "/")}`;
      },
      async jwt({ token, user }) {
        if (user) {
          const account = user as unknown as AccountUser;
          return { sub: account.id, email: account.email, sessionVersion: account.sessionVersion };
        }
        return checkSessionVersion(token);
      },
      session({ session, token }) {
        const user = { id: token.sub ?? "", email: token.email ?? "", emailVerified: token.emailVerified === true };
        session.user = user;
        if (token.unverified) session.unverified = true;
        // Only for the header's "Painel" link: /painel and its routes decide access again on every request.
        if (adminAccess(user) === "admin") session.admin = true;
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.sub) await endSessions(token.sub);
      },
    },
    // next-auth logs whole errors, and a database error quotes its query.
    logger: {
      error: (code, metadata) => {
        const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown })?.error;
        // A forged, expired or ended session cookie is a visitor's, not a fault of the server: one line, no stack.
        if (code === "JWT_SESSION_ERROR") {
          console.warn(`[next-auth] ${code}: cookie de sessão inválido ou encerrado (${failureName(error)})`);
          return;
        }
        console.error(`[next-auth] ${code}: ${describeFailure(error)}`);
      },
      warn: (code) => console.warn(`[next-auth] ${code}`),
      debug: () => {},
    },
  };
  return cached;
}

function toHeaderPairs(headers: Record<string, unknown> | undefined): [string, string][] {
  return Object.entries(headers ?? {}).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[key, value] as [string, string]]
      : Array.isArray(value)
        ? [[key, value.join(", ")] as [string, string]]
        : [],
  );
}

/** When the database cannot say, the session is kept but unverified, so routes answer 503 rather than logging out. */
async function checkSessionVersion(token: JWT): Promise<JWT> {
  let state: Awaited<ReturnType<typeof sessionStateOf>>;
  try {
    state = token.sub ? await sessionStateOf(token.sub) : undefined;
  } catch (error) {
    if (!isDatabaseFailure(error)) throw error;
    return { ...token, unverified: true, emailVerified: false };
  }
  if (state === undefined || state.version !== token.sessionVersion) throw new Error("Sessão encerrada");
  delete token.unverified;
  return { ...token, emailVerified: state.emailVerified };
}
