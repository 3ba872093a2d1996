/**
 * Thrown inside a task when the work cannot be done for a reason the person should read (a pt-BR sentence
 * saying what happened and what to do): the job fails with exactly this message. Any other error is logged
 * and the person reads the kind's "unexpected" message.
 */
export class JobFailure extends Error {}

/** Why the pool ended a task's thread. */
export type TaskEnd = "time" | "memory" | "crash";

export class TaskStopped extends Error {
  constructor(
    readonly end: TaskEnd,
    detail: string,
  ) {
    super(`task ${end}: ${detail}`);
  }
}
