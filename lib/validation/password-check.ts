import "server-only";
import { ApiError } from "@/lib/http/api-error";
import { TaskStopped } from "@/lib/jobs/failure";
import { callService } from "@/lib/jobs/pool";
import { passwordProblem as problemScoredBy, type Strength } from "./password-policy";

/** A check waits at most this long for the service thread (it builds the dictionaries once, in 0,3-0,4 s). */
const SCORE_TIMEOUT_MS = 20_000;

/**
 * What is wrong with a new password, for the server's routes: the same policy as the page's meter, scored in
 * the process's service thread, so the serving event loop never builds or searches the dictionaries. A thread
 * that could not answer (over its time, or crashed) makes it a 503 to try again, never a 500.
 */
export async function passwordProblem(password: string, email?: string, timeoutMs = SCORE_TIMEOUT_MS) {
  try {
    return await problemScoredBy(password, email, (password, userInputs) =>
      callService<Strength["score"]>("password-score", { password, userInputs }, { timeoutMs }),
    );
  } catch (error) {
    if (!(error instanceof TaskStopped)) throw error;
    throw new ApiError(
      "service_unavailable",
      "Não foi possível conferir a senha agora. Tente de novo em alguns segundos.",
      { "Retry-After": "5" },
    );
  }
}
