CREATE TABLE "case_name_keys" (
	"name_key" text NOT NULL,
	"region" text NOT NULL,
	"case_id" uuid NOT NULL,
	CONSTRAINT "case_name_keys_name_key_region_case_id_pk" PRIMARY KEY("name_key","region","case_id")
);
--> statement-breakpoint
DROP INDEX "contact_messages_name_keys_idx";--> statement-breakpoint
DROP INDEX "service_applications_name_keys_idx";--> statement-breakpoint
ALTER TABLE "case_name_keys" ADD CONSTRAINT "case_name_keys_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_name_keys_case_idx" ON "case_name_keys" USING btree ("case_id");--> statement-breakpoint
-- Makes the name keys of these cases again from their items (requests and messages).
CREATE FUNCTION "refresh_case_name_keys"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "case_name_keys" WHERE "case_id" = ANY(ids);
  INSERT INTO "case_name_keys" ("name_key", "region", "case_id")
  SELECT DISTINCT k.key, coalesce(c."region", ''), c."id"
  FROM "cases" c
  CROSS JOIN LATERAL (
    SELECT unnest(a."name_keys") FROM "application_notifications" l
      JOIN "service_applications" a ON a."id" = l."application_id" WHERE l."case_id" = c."id"
    UNION
    SELECT unnest(m."name_keys") FROM "message_notifications" l
      JOIN "contact_messages" m ON m."id" = l."message_id" WHERE l."case_id" = c."id"
  ) AS k(key)
  WHERE c."id" = ANY(ids) AND k.key IS NOT NULL;
$$;
--> statement-breakpoint
-- An item filed into a case, moved or taken out of it (statement-level: a batch at once).
CREATE FUNCTION "case_links_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_case_name_keys"(array(SELECT DISTINCT "case_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_case_name_keys"(array(SELECT DISTINCT "case_id" FROM old_rows));
  ELSE
    PERFORM "refresh_case_name_keys"(array(
      SELECT "case_id" FROM new_rows UNION SELECT "case_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A name on an item changed: written, erased, or sealed again under a new key.
CREATE FUNCTION "case_item_names_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_case_name_keys"(array(
    SELECT l."case_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      JOIN "application_notifications" l ON l."application_id" = n."id"
      WHERE TG_TABLE_NAME = 'service_applications' AND n."name_keys" IS DISTINCT FROM o."name_keys"
    UNION
    SELECT l."case_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      JOIN "message_notifications" l ON l."message_id" = n."id"
      WHERE TG_TABLE_NAME = 'contact_messages' AND n."name_keys" IS DISTINCT FROM o."name_keys"));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A case moved to another region.
CREATE FUNCTION "case_region_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_case_name_keys"(array[NEW."id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same three triggers on each table of links (requests' and messages').
DO $$
DECLARE
  links text;
BEGIN
  FOREACH links IN ARRAY array['application_notifications', 'message_notifications'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION case_links_changed()', links || '_inserted', links);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION case_links_changed()', links || '_deleted', links);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION case_links_changed()', links || '_updated', links);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER "application_names_changed" AFTER UPDATE ON "service_applications"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "case_item_names_changed"();
--> statement-breakpoint
CREATE TRIGGER "message_names_changed" AFTER UPDATE ON "contact_messages"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "case_item_names_changed"();
--> statement-breakpoint
CREATE TRIGGER "case_region_changed" AFTER UPDATE OF "region" ON "cases"
  FOR EACH ROW WHEN (OLD."region" IS DISTINCT FROM NEW."region") EXECUTE FUNCTION "case_region_changed"();
--> statement-breakpoint
-- The cases there are already.
INSERT INTO "case_name_keys" ("name_key", "region", "case_id")
SELECT k.key, coalesce(c."region", ''), c."id"
FROM (
  SELECT unnest(a."name_keys") AS key, l."case_id" FROM "application_notifications" l
    JOIN "service_applications" a ON a."id" = l."application_id"
  UNION
  SELECT unnest(m."name_keys"), l."case_id" FROM "message_notifications" l
    JOIN "contact_messages" m ON m."id" = l."message_id"
) AS k
JOIN "cases" c ON c."id" = k."case_id"
WHERE k.key IS NOT NULL;
