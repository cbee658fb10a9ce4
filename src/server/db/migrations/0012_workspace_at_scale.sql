CREATE INDEX IF NOT EXISTS "application_notifications_application_idx" ON "application_notifications" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cases_open_queue_idx" ON "cases" USING btree ((case "priority" when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end) desc,"waiting_since","last_activity_at" DESC NULLS FIRST,"number") WHERE "cases"."state" <> 'resolved';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cases_open_team_idx" ON "cases" USING btree (coalesce("region", ''),"region") WHERE "cases"."state" <> 'resolved';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cases_waiting_idx" ON "cases" USING btree ("priority","waiting_since","region") WHERE "cases"."state" in ('new', 'in_progress');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "message_notifications_message_idx" ON "message_notifications" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_name_words_idx" ON "user" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_email_lower_idx" ON "user" USING btree (lower("email"));