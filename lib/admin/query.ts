import "server-only";
import { parseQuery } from "@/lib/http/body";
import { leadFilterSchema, type LeadFilter } from "@/lib/validation/admin";

export function leadFilterOf(request: Request): LeadFilter {
  return parseQuery(request, leadFilterSchema);
}
