CREATE TABLE "case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_id" text,
	"body" text,
	"channel" text,
	"item_type" text,
	"item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "cases_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"region" text,
	"client_user_id" text,
	"phone_key" text,
	"email_key" text,
	"client_closed_at" timestamp with time zone,
	"state" text DEFAULT 'new' NOT NULL,
	"assignee_id" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"waiting_since" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "application_notifications" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "message_notifications" ADD COLUMN "case_id" uuid;--> statement-breakpoint
-- Items filed before cases existed: one case each (same id as the item), assigned as before.
INSERT INTO "cases" ("id", "region", "client_user_id", "state", "assignee_id", "priority", "waiting_since", "last_activity_at", "created_at", "updated_at")
SELECT n."id", a."region", a."user_id", CASE WHEN n."status" = 'reviewed' THEN 'in_progress' ELSE 'new' END, n."admin_id", n."priority",
  CASE WHEN n."status" = 'reviewed' THEN NULL ELSE n."created_at" END, n."updated_at", n."created_at", n."updated_at"
FROM "application_notifications" n JOIN "service_applications" a ON a."id" = n."application_id";--> statement-breakpoint
INSERT INTO "cases" ("id", "region", "client_user_id", "state", "assignee_id", "priority", "waiting_since", "last_activity_at", "created_at", "updated_at")
SELECT n."id", m."region", m."user_id", CASE WHEN n."status" = 'reviewed' THEN 'in_progress' ELSE 'new' END, n."admin_id", n."priority",
  CASE WHEN n."status" = 'reviewed' THEN NULL ELSE n."created_at" END, n."updated_at", n."created_at", n."updated_at"
FROM "message_notifications" n JOIN "contact_messages" m ON m."id" = n."message_id";--> statement-breakpoint
UPDATE "application_notifications" SET "case_id" = "id";--> statement-breakpoint
UPDATE "message_notifications" SET "case_id" = "id";--> statement-breakpoint
INSERT INTO "case_events" ("case_id", "kind", "code", "data", "item_type", "item_id", "created_at")
SELECT n."id", 'event', 'application', jsonb_build_object('service', a."service_type"), 'application', n."id", n."created_at"
FROM "application_notifications" n JOIN "service_applications" a ON a."id" = n."application_id";--> statement-breakpoint
INSERT INTO "case_events" ("case_id", "kind", "item_type", "item_id", "created_at")
SELECT n."id", 'client', 'message', n."id", n."created_at" FROM "message_notifications" n;--> statement-breakpoint
INSERT INTO "case_events" ("case_id", "kind", "author_id", "body", "channel", "created_at")
SELECT r."item_id", 'reply', r."admin_id", r."message", r."channel", r."created_at" FROM "inbox_replies" r
WHERE EXISTS (SELECT 1 FROM "cases" c WHERE c."id" = r."item_id");--> statement-breakpoint
ALTER TABLE "application_notifications" ALTER COLUMN "case_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "message_notifications" ALTER COLUMN "case_id" SET NOT NULL;--> statement-breakpoint
DROP TABLE "inbox_replies" CASCADE;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "share_care_with_team" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_client_user_id_user_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id","seq");--> statement-breakpoint
CREATE INDEX "cases_region_state_idx" ON "cases" USING btree ("region","state","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cases_client_idx" ON "cases" USING btree ("client_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cases_phone_key_idx" ON "cases" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "cases_email_key_idx" ON "cases" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "cases_assignee_idx" ON "cases" USING btree ("assignee_id");--> statement-breakpoint
ALTER TABLE "application_notifications" ADD CONSTRAINT "application_notifications_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_notifications" ADD CONSTRAINT "message_notifications_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notifications_case_idx" ON "application_notifications" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "message_notifications_case_idx" ON "message_notifications" USING btree ("case_id");