-- The marks a list of cases shows (a wish not to be contacted, a flood of refused writes), read
-- for a page of cases from a small index rather than from every event of those cases. On a large
-- database, build it first without stopping writes:
--   create index concurrently if not exists "case_events_marks_idx" on "case_events" ("case_id", "code", "created_at") where "case_events"."code" in ('contact_declined', 'possible_flood');
CREATE INDEX IF NOT EXISTS "case_events_marks_idx" ON "case_events" USING btree ("case_id","code","created_at") WHERE "case_events"."code" in ('contact_declined', 'possible_flood');
