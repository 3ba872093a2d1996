import "server-only";
import { ApiError } from "@/lib/http/api-error";
import { leadFilterSchema, type LeadFilter } from "@/lib/validation/admin";
import * as z from "@/lib/validation/zod";

export function leadFilterOf(request: Request): LeadFilter {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = z.safeParse(leadFilterSchema, params);
  if (!result.success) throw new ApiError("invalid_input", result.error.issues[0]?.message);
  return result.data;
}
