ALTER TABLE "arrangements" ADD COLUMN "requester_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arrangements" ADD COLUMN "receiver_mailed_at" timestamp with time zone;