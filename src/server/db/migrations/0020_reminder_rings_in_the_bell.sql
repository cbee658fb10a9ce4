-- A reminder's last ring in the app, kept on the reminder and listed by the bell, rather than a
-- notification row for each ring (decision 094). Adding columns without a default, or with a
-- constant one, rewrites nothing: instant on a million reminders.
ALTER TABLE "reminders" ADD COLUMN "bell_rung_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "bell_dose_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "bell_again" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "bell_read_at" timestamp with time zone;