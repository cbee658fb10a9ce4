-- A client's cases with their ids in the index, so a search by an account's name reads no case
-- (decision 092). On a large database, build it first without stopping writes:
--   create index concurrently if not exists "cases_of_client_idx" on "cases" ("client_user_id", "created_at" desc nulls last, "id");
CREATE INDEX IF NOT EXISTS "cases_of_client_idx" ON "cases" USING btree ("client_user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
DROP INDEX IF EXISTS "cases_client_idx";
