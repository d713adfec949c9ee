CREATE TABLE "arrangement_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"arrangement_id" integer NOT NULL,
	"sender_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"note" text,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"answer_note" text,
	"answered_at" timestamp with time zone,
	"approved_automatically" boolean DEFAULT false NOT NULL,
	"auto_approve_at" timestamp with time zone,
	"auto_approve_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arrangement_deliveries_status_check" CHECK ("arrangement_deliveries"."status" in ('PENDING', 'REVISION_REQUESTED', 'APPROVED'))
);
--> statement-breakpoint
CREATE TABLE "arrangement_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"arrangement_id" integer NOT NULL,
	"uploader_id" integer,
	"message_id" bigint,
	"delivery_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arrangement_files_kind_check" CHECK ("arrangement_files"."kind" in ('IMAGE', 'PDF')),
	CONSTRAINT "arrangement_files_one_owner_check" CHECK ("arrangement_files"."message_id" is null or "arrangement_files"."delivery_id" is null)
);
--> statement-breakpoint
CREATE TABLE "arrangement_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"arrangement_id" integer NOT NULL,
	"proposer_id" integer,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"compensation_kind" text,
	"compensation_amount" numeric(10, 2),
	"compensation_description" text,
	"deadline" date,
	"deliverables" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arrangement_proposals_status_check" CHECK ("arrangement_proposals"."status" in ('OPEN', 'ACCEPTED', 'DECLINED', 'CLOSED')),
	CONSTRAINT "arrangement_proposals_compensation_kind_check" CHECK ("arrangement_proposals"."compensation_kind" in ('MONEY', 'GIVEAWAY'))
);
--> statement-breakpoint
ALTER TABLE "arrangements" DROP CONSTRAINT "arrangements_status_check";--> statement-breakpoint
ALTER TABLE "arrangements" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "arrangements" ADD COLUMN "deliverables" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "arrangements" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arrangements" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arrangements" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "arrangement_deliveries" ADD CONSTRAINT "arrangement_deliveries_arrangement_id_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_deliveries" ADD CONSTRAINT "arrangement_deliveries_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_files" ADD CONSTRAINT "arrangement_files_arrangement_id_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_files" ADD CONSTRAINT "arrangement_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_files" ADD CONSTRAINT "arrangement_files_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_files" ADD CONSTRAINT "arrangement_files_delivery_id_arrangement_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."arrangement_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_proposals" ADD CONSTRAINT "arrangement_proposals_arrangement_id_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangement_proposals" ADD CONSTRAINT "arrangement_proposals_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrangement_deliveries_one_pending_key" ON "arrangement_deliveries" USING btree ("arrangement_id") WHERE "arrangement_deliveries"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "arrangement_deliveries_arrangement_idx" ON "arrangement_deliveries" USING btree ("arrangement_id","created_at");--> statement-breakpoint
CREATE INDEX "arrangement_deliveries_status_auto_approve_idx" ON "arrangement_deliveries" USING btree ("status","auto_approve_at");--> statement-breakpoint
CREATE UNIQUE INDEX "arrangement_files_storage_key_key" ON "arrangement_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "arrangement_files_arrangement_idx" ON "arrangement_files" USING btree ("arrangement_id");--> statement-breakpoint
CREATE INDEX "arrangement_files_message_idx" ON "arrangement_files" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "arrangement_files_delivery_idx" ON "arrangement_files" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "arrangement_proposals_one_open_key" ON "arrangement_proposals" USING btree ("arrangement_id") WHERE "arrangement_proposals"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "arrangement_proposals_arrangement_idx" ON "arrangement_proposals" USING btree ("arrangement_id","created_at");--> statement-breakpoint
CREATE INDEX "arrangements_status_expires_at_idx" ON "arrangements" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "arrangements_receiver_created_at_idx" ON "arrangements" USING btree ("receiver_id","created_at");--> statement-breakpoint
ALTER TABLE "arrangements" ADD CONSTRAINT "arrangements_status_check" CHECK ("arrangements"."status" in ('REQUESTED', 'IN_PROGRESS', 'COMPLETED', 'ABORTED', 'DECLINED', 'CANCELED', 'EXPIRED'));--> statement-breakpoint
-- Issue 16: requests made before expiry existed expire 7 days after they were made.
UPDATE "arrangements" SET "expires_at" = "created_at" + interval '7 days' WHERE "status" = 'REQUESTED';--> statement-breakpoint
-- Issue 16: the receiver's first answer, from the thread, for the response figures.
UPDATE "arrangements" a SET "responded_at" = (
  SELECT min(m."created_at") FROM "messages" m WHERE m."arrangement_id" = a."id" AND m."sender_id" = a."receiver_id"
);
