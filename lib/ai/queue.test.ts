import { describe, expect, it } from "vitest";
import { keyedSlots } from "./queue";

describe("keyedSlots (documents' share of the translator's model calls)", () => {
  it("holds at most the total and the per-account share, and a freed slot goes to an account with room", async () => {
    const slots = keyedSlots();
    const limits = { total: 3, perKey: 2 };
    const holding = new Map<string, number>();
    let most = 0;
    const mostPerKey = new Map<string, number>();
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const call = (key: string) =>
      slots(key, limits, async () => {
        holding.set(key, (holding.get(key) ?? 0) + 1);
        most = Math.max(
          most,
          [...holding.values()].reduce((sum, n) => sum + n, 0),
        );
        mostPerKey.set(key, Math.max(mostPerKey.get(key) ?? 0, holding.get(key)!));
        order.push(key);
        await new Promise<void>((resolve) => releases.push(resolve));
        holding.set(key, holding.get(key)! - 1);
      });
    // Account "a" asks for 6 calls first, then "b" for 2 and "c" for 1.
    const all = [...Array.from({ length: 6 }, () => call("a")), call("b"), call("b"), call("c")];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(["a", "a", "b"]); // "a" has its share; "b" takes the last slot
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(all);
    expect(most).toBe(3);
    expect(Math.max(...mostPerKey.values())).toBe(2);
    // "c" was not kept behind all of "a"'s waiting calls.
    expect(order.indexOf("c")).toBeLessThan(order.lastIndexOf("a"));
    expect(order.filter((key) => key === "a")).toHaveLength(6);
  });

  it("lets a waiting call go when its signal aborts", async () => {
    const slots = keyedSlots();
    const limits = { total: 1, perKey: 1 };
    let release!: () => void;
    const first = slots("a", limits, () => new Promise<void>((resolve) => (release = resolve)));
    const abort = new AbortController();
    const second = slots("b", limits, async () => "ran", abort.signal);
    abort.abort(new Error("gone"));
    await expect(second).rejects.toThrow("gone");
    release();
    await first;
    await expect(slots("c", limits, async () => "ran")).resolves.toBe("ran");
  });
});
