CREATE TABLE "live_chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "live_chats_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "live_chats" ADD CONSTRAINT "live_chats_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chats_case_idx" ON "live_chats" USING btree ("case_id");