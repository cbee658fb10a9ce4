ALTER TABLE "user_profiles" ADD COLUMN "lead_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The first admin of an existing deployment becomes its lead (decision 063).
UPDATE "user_profiles" SET "lead_admin" = true
WHERE "user_id" = (SELECT "user_id" FROM "user_profiles" WHERE "role" = 'admin' ORDER BY "created_at", "user_id" LIMIT 1);
