-- The resources directory gets real fields (docs/decisions/070): one row per place, its
-- Swahili description beside the English one. The curated entries' new fields and the
-- service's own four locations are filled in by the server at start (resources-seed.ts).
ALTER TABLE "resources" ADD COLUMN "content_sw" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "access" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "cost" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "cost_note" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "youth_friendly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "key_population_friendly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "last_verified" date;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "placeholder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A Swahili row moves beside its English one; a place described in Swahili only keeps
-- that text as both.
UPDATE "resources" AS en SET "content_sw" = sw."content"
FROM "resources" AS sw
WHERE en."locale" = 'en' AND sw."locale" = 'sw' AND sw."title" = en."title"
  AND sw."region" IS NOT DISTINCT FROM en."region";--> statement-breakpoint
DELETE FROM "resources" AS sw USING "resources" AS en
WHERE sw."locale" = 'sw' AND en."locale" = 'en' AND sw."title" = en."title"
  AND sw."region" IS NOT DISTINCT FROM en."region";--> statement-breakpoint
UPDATE "resources" SET "content_sw" = "content" WHERE "locale" = 'sw';--> statement-breakpoint
ALTER TABLE "resources" DROP COLUMN "locale";