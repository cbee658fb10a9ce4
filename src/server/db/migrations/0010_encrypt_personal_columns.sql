-- Every personal column is encrypted at rest from now on (docs/decisions/064). SQL cannot
-- encrypt with the application's key: the server encrypts the rows still in clear when it
-- starts (security/seal-rows.ts), before it serves, and fills the new blind indexes.
-- JSON columns become text, since they now hold ciphertext; defaults go first, so that a
-- jsonb default is never cast.
ALTER TABLE "case_events" ALTER COLUMN "data" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "data" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "service_applications" ALTER COLUMN "requirements" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "application_notifications" ALTER COLUMN "ai_insights" SET DATA TYPE text USING "ai_insights"::text;--> statement-breakpoint
ALTER TABLE "case_events" ALTER COLUMN "data" SET DATA TYPE text USING "data"::text;--> statement-breakpoint
ALTER TABLE "case_events" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
UPDATE "case_events" SET "data" = NULL WHERE "data" = '{}';--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_body" SET DATA TYPE text USING "response_body"::text;--> statement-breakpoint
ALTER TABLE "message_notifications" ALTER COLUMN "ai_insights" SET DATA TYPE text USING "ai_insights"::text;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "data" SET DATA TYPE text USING "data"::text;--> statement-breakpoint
ALTER TABLE "service_applications" ALTER COLUMN "requirements" SET DATA TYPE text USING "requirements"::text;--> statement-breakpoint
ALTER TABLE "admin_invites" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "admin_invites" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "name_keys" text[];--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "recipient_key" text;--> statement-breakpoint
ALTER TABLE "service_applications" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "service_applications" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "service_applications" ADD COLUMN "name_keys" text[];--> statement-breakpoint
CREATE INDEX "contact_messages_phone_key_idx" ON "contact_messages" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "contact_messages_email_key_idx" ON "contact_messages" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "contact_messages_name_keys_idx" ON "contact_messages" USING gin ("name_keys");--> statement-breakpoint
CREATE INDEX "outbox_recipient_key_idx" ON "outbox" USING btree ("recipient_key");--> statement-breakpoint
CREATE INDEX "service_applications_phone_key_idx" ON "service_applications" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "service_applications_email_key_idx" ON "service_applications" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "service_applications_name_keys_idx" ON "service_applications" USING gin ("name_keys");