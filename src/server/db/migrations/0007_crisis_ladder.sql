ALTER TABLE "cases" ADD COLUMN "crisis_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "ladder_step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_crisis_waiting_idx" ON "cases" USING btree ("crisis_since") WHERE "cases"."crisis_since" is not null and "cases"."first_response_at" is null;