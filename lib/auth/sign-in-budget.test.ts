import { describe, expect, it, vi } from "vitest";
import { deviceCookieValue } from "@/lib/auth/device-cookie";
import { accountBudget, signInLockout } from "@/lib/auth/lockout";
import { authorizeCredentials } from "@/lib/auth/sign-in";
import { signInAccountBudget } from "@/lib/http/limits";
import { accountHarness, newUser, uniqueEmail, waitFor } from "@/test-support/auth";

// The real scrypt check, counted: the budget is about how many passwords are checked against one account.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/auth/password", async (original) => {
  const real = await original<typeof import("@/lib/auth/password")>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      checks.count++;
      return real.verifyPassword(password, stored);
    },
  };
});

const { mailTo, sink } = accountHarness();

let addresses = 0;
/** A browser at an address of its own (the distributed guesser uses a new one for every attempt). */
const browser = (cookie?: string) =>
  new Headers({ "x-peer-address": `10.31.${(++addresses >> 8) & 255}.${addresses & 255}`, ...(cookie && { cookie }) });

const signIn = (email: string, password: string, headers = browser()) =>
  authorizeCredentials({ email, password }, headers).then(
    (user) => (user ? "signed-in" : "wrong"),
    (error: Error) => error.message,
  );

/** The guesser's attack: each wrong password from its own address. */
async function guess(email: string, times: number) {
  const answers: string[] = [];
  for (let i = 0; i < times; i++) answers.push(await signIn(email, `chute-${i}`));
  return answers;
}

const { failures } = signInAccountBudget;

describe("sign-in: the per-account failure budget (issue 31)", () => {
  it("checks at most 100 passwords of one account from 130 addresses, keeps the owner's browser in, and tells the owner once", async () => {
    const owner = await newUser();
    const otherAccount = await newUser();
    const ownersBrowser = `device=${deviceCookieValue(owner.id)}`;

    checks.count = 0;
    const answers = await guess(owner.email, 130);
    expect(checks.count).toBe(failures);
    expect(answers.slice(0, failures)).toEqual(Array(failures).fill("wrong"));
    expect(answers.slice(failures)).toEqual(Array(130 - failures).fill("rate_limited"));

    // A new browser, even with the right password, is refused without a check; so are cookies that are not the owner's.
    const expired = deviceCookieValue(owner.id, Date.now() - 181 * 24 * 60 * 60 * 1000);
    const forged = `${deviceCookieValue(owner.id).slice(0, -3)}xyz`;
    for (const cookie of [
      undefined,
      `device=${expired}`,
      `device=${forged}`,
      `device=${deviceCookieValue(otherAccount.id)}`,
    ]) {
      expect(await signIn(owner.email, owner.password, browser(cookie)), cookie).toBe("rate_limited");
    }
    expect(checks.count).toBe(failures);

    const mail = await waitFor(mailTo(owner.email));
    expect(mail.text).toContain("bloqueamos tentativas de acesso à sua conta");
    expect(mail.text).toContain(`${failures} tentativas`);
    expect(mail.text).toContain("/login?modo=recuperar");
    expect(mail.text).toMatch(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} \(horário de Brasília\)/);
    const lockout = await signInLockout(owner.email);
    expect(lockout?.since.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // The owner's own browser still signs in (a wrong password there is just wrong), which gives the budget back.
    expect(await signIn(owner.email, "errada-de-novo", browser(ownersBrowser))).toBe("wrong");
    expect(await signIn(owner.email, owner.password, browser(ownersBrowser))).toBe("signed-in");
    expect(await signInLockout(owner.email)).toBeNull();
    expect(await signIn(owner.email, owner.password)).toBe("signed-in");

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink().messages.filter((message) => message.to.includes(owner.email))).toHaveLength(1);
  }, 400_000);

  it("refuses a spent budget the same way whether or not the e-mail has an account, and e-mails only an owner", async () => {
    const owner = await newUser();
    const nobody = uniqueEmail("ninguem");
    // A device cookie of an unrelated account costs the same lookup for both.
    const someoneElse = `device=${deviceCookieValue((await newUser()).id)}`;
    for (const email of [owner.email, nobody]) {
      // The first 99 failures straight into the store (the test above makes them with real checks), the 100th for real.
      for (let i = 1; i < failures; i++) await accountBudget.spend(email);
      expect(await signIn(email, "a-centesima")).toBe("wrong");
    }
    checks.count = 0;
    for (const email of [owner.email, nobody]) {
      expect(await signIn(email, "qualquer-uma")).toBe("rate_limited");
      expect(await signIn(email, "qualquer-uma", browser(someoneElse))).toBe("rate_limited");
      expect((await signInLockout(email))?.since).toBeInstanceOf(Date);
    }
    expect(checks.count).toBe(0);

    await waitFor(mailTo(owner.email));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sentHere = sink().messages.filter((message) => [owner.email, nobody].includes(message.to[0]));
    expect(sentHere.map((message) => message.to)).toEqual([[owner.email]]);
  });
});
