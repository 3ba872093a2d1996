import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string } & Omit<NonNullable<DefaultSession["user"]>, "email">;
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
  }
}
