/**
 * Module state the vitest harness clears before each test (test-support/setup.ts): a module hands over its
 * reset when it loads, so the harness imports none of them itself. It did, and every test file paid for
 * loading the speech engines, the rate limits and the database client in its setup (some 1,3 s a file),
 * used or not. Outside the tests the list holds those few functions and nothing runs them.
 */
const resets: (() => void)[] = [];

export function clearBetweenTests(reset: () => void): void {
  resets.push(reset);
}

/** Runs the resets of the modules loaded so far. */
export function resetModuleState(): void {
  for (const reset of resets) reset();
}
