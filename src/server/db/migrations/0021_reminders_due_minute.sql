-- The scheduler finds a minute's reminders by the minute of the day they are due, which a daily
-- ring leaves as it was, so a ring changes no indexed column; and each page keeps room for the
-- ring's new row version, so it stays on its page with no new index entry (decision 095).
-- Adding a stored generated column rewrites the table once: about 4 s on a million reminders.
DROP INDEX "reminders_due_idx";--> statement-breakpoint
ALTER TABLE "reminders" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "due_minute" smallint GENERATED ALWAYS AS ((floor(extract(epoch from (next_due_at - timestamptz '2000-01-01 00:00:00+00')) / 60)::bigint % 1440)::smallint) STORED;--> statement-breakpoint
CREATE INDEX "reminders_due_minute_idx" ON "reminders" USING btree ("due_minute") WHERE "reminders"."active" = true;
