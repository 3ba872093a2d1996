import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string } & Omit<NonNullable<DefaultSession["user"]>, "email">;
  }
}
