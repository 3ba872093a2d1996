import { scoreHere } from "./password-policy";

/** The service thread's task (worker/thread.ts): a password's zxcvbn score, the dictionaries built once. */
export const passwordScoreTask = async ({ password, userInputs }: { password: string; userInputs: string[] }) =>
  scoreHere(password, userInputs);
