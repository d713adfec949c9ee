CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"filters" jsonb NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_kind_check" CHECK ("saved_searches"."kind" in ('creators', 'offers'))
);
--> statement-breakpoint
CREATE TABLE "user_digests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"mail_off" boolean DEFAULT false NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"recommended_keys" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_digests" ADD CONSTRAINT "user_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_owner_idx" ON "saved_searches" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_token_key" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "user_digests_unsubscribe_token_key" ON "user_digests" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "user_digests_checked_at_idx" ON "user_digests" USING btree ("checked_at");