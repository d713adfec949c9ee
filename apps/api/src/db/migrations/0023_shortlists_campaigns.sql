CREATE TABLE "campaign_creators" (
	"campaign_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"message_key" text NOT NULL,
	"arrangement_id" integer,
	"skipped_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_creators_campaign_id_creator_id_pk" PRIMARY KEY("campaign_id","creator_id"),
	CONSTRAINT "campaign_creators_skipped_reason_check" CHECK ("campaign_creators"."skipped_reason" in ('CREATOR_UNAVAILABLE', 'EMAIL_NOT_CONFIRMED', 'OFFER_UNAVAILABLE', 'NOT_PRICED', 'ALREADY_ACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"brief" text,
	"starts_on" date,
	"ends_on" date,
	"budget" numeric(12, 2),
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('DRAFT', 'SENT')),
	CONSTRAINT "campaigns_budget_check" CHECK ("campaigns"."budget" >= 0),
	CONSTRAINT "campaigns_period_check" CHECK ("campaigns"."ends_on" >= "campaigns"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "shortlist_creators" (
	"shortlist_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_creators_shortlist_id_creator_id_pk" PRIMARY KEY("shortlist_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_creators" ADD CONSTRAINT "campaign_creators_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_creators" ADD CONSTRAINT "campaign_creators_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_creators" ADD CONSTRAINT "campaign_creators_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_creators" ADD CONSTRAINT "campaign_creators_arrangement_id_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."arrangements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_creators" ADD CONSTRAINT "shortlist_creators_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_creators" ADD CONSTRAINT "shortlist_creators_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_creators_creator_idx" ON "campaign_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "campaign_creators_offer_idx" ON "campaign_creators" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "campaign_creators_arrangement_idx" ON "campaign_creators" USING btree ("arrangement_id");--> statement-breakpoint
CREATE INDEX "campaigns_owner_idx" ON "campaigns" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shortlist_creators_creator_idx" ON "shortlist_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_owner_name_key" ON "shortlists" USING btree ("owner_id",lower("name"));