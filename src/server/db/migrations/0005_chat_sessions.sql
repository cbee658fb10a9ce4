CREATE TABLE "chat_sessions" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"messages" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_user_active_idx" ON "chat_sessions" USING btree ("user_id","last_active_at" DESC NULLS LAST);