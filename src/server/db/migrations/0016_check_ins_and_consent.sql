CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"reply_by" timestamp with time zone NOT NULL,
	"outcome" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"given" boolean NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "channel" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "sms_wording" text;--> statement-breakpoint
ALTER TABLE "sms_contacts" ADD COLUMN "check_in_day" smallint;--> statement-breakpoint
ALTER TABLE "sms_contacts" ADD COLUMN "check_in_time" text;--> statement-breakpoint
ALTER TABLE "sms_contacts" ADD COLUMN "check_in_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_contact_id_sms_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."sms_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_contact_id_sms_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."sms_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_contact_idx" ON "check_ins" USING btree ("contact_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "check_ins_waiting_idx" ON "check_ins" USING btree ("reply_by") WHERE "check_ins"."outcome" is null;--> statement-breakpoint
CREATE INDEX "consent_events_contact_idx" ON "consent_events" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_contacts_check_in_due_idx" ON "sms_contacts" USING btree ("check_in_next_at") WHERE "sms_contacts"."check_in_next_at" is not null;