import "server-only";
import { eq } from "drizzle-orm";
import { databaseAnswers, getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/api-error";
import { dummyHash, hashPassword, verifyPassword } from "./password";

export type AccountUser = { id: string; email: string; sessionVersion: number };

export async function createUser(email: string, password: string): Promise<AccountUser> {
  // The hash (CPU, a few hundred ms) and the database's first answer side by side: with the database down the
  // sign-up answers 503 within the query's time limit, as /api/health does, not after the hash and the limit.
  const [passwordHash] = await Promise.all([hashPassword(password), databaseAnswers()]);
  const db = await getDb();
  try {
    const [user] = await db
      .insert(users)
      .values({ email, passwordHash })
      .returning({ id: users.id, email: users.email, sessionVersion: users.sessionVersion });
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("email_in_use", "Este e-mail já está cadastrado.");
    throw error;
  }
}

/** An unknown e-mail is checked against a dummy hash, so it takes as long as a wrong password. */
export async function verifyCredentials(email: string, password: string): Promise<AccountUser | null> {
  const user = await findUserByEmail(email);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  return user && matches ? { id: user.id, email: user.email, sessionVersion: user.sessionVersion } : null;
}

export async function findUserByEmail(email: string) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === "23505") return true;
  }
  return false;
}
