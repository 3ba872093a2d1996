import "server-only";
import { callService } from "@/lib/jobs/pool";
import { passwordProblem as problemScoredBy, type PasswordScorer } from "./password-policy";

/** A check waits at most this long for the service thread (it builds the dictionaries once, in 0,3-0,4 s). */
const SCORE_TIMEOUT_MS = 20_000;

const scoreInThread: PasswordScorer = (password, userInputs) =>
  callService("password-score", { password, userInputs }, { timeoutMs: SCORE_TIMEOUT_MS });

/**
 * What is wrong with a new password, for the server's routes: the same policy as the page's meter, scored in
 * the process's service thread, so the serving event loop never builds or searches the dictionaries.
 */
export const passwordProblem = (password: string, email?: string) => problemScoredBy(password, email, scoreInThread);
