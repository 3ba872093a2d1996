import { expect } from "vitest";
import { ApiError } from "@/lib/http/api-error";

/** The ApiError a synchronous call throws (the test fails if it throws nothing, or something else). */
export function thrownApiError(work: () => unknown): ApiError {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("expected an ApiError");
}
