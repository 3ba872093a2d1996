import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    /** emailVerified is read from the database on each request (lib/auth/options.ts), never from the cookie. */
    user: { id: string; email: string; emailVerified: boolean } & Omit<NonNullable<DefaultSession["user"]>, "email">;
    /** The database could not confirm the session (see checkSessionVersion in lib/auth/options.ts). */
    unverified?: boolean;
    /** The account may open the owner's inbox /painel (lib/admin/access.ts). */
    admin?: boolean;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sessionVersion?: number;
    unverified?: boolean;
    emailVerified?: boolean;
  }
}
