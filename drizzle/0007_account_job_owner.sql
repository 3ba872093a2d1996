-- Document jobs were owned by the bare account id, speech jobs by "account:<id>": one name for an account's jobs
-- (lib/jobs/owner.ts accountOwner). Rows kept from before (at most 24 h) move to the new name so their owner still
-- finds, lists and deletes them.
UPDATE "jobs" SET "owner" = 'account:' || "owner", "client" = 'account:' || "client"
WHERE "kind" = 'translate-document' AND "owner" NOT LIKE 'account:%';
