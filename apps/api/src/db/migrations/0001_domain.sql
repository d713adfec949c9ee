CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_hr" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_hr" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "locations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"post_url_pattern" text,
	CONSTRAINT "networks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"company" text,
	"website" text,
	"description" text,
	"description_en" text,
	"city" text,
	"location_id" integer,
	"gender" text,
	"age" integer,
	"preferred_language" text DEFAULT 'hr' NOT NULL,
	"notify_email" boolean DEFAULT true NOT NULL,
	"notify_recommendations" boolean DEFAULT true NOT NULL,
	"notify_reminders" boolean DEFAULT true NOT NULL,
	"image_file" text,
	"email_verified_at" timestamp with time zone,
	"unapproved" boolean DEFAULT false NOT NULL,
	"unapproved_reason" text,
	"featured" boolean DEFAULT false NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"engagement_rate" numeric(5, 2),
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("users"."type" in ('INFLUENCER', 'ADVERTISER')),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" in ('FEMALE', 'MALE', 'NEUTRAL', 'NOT_SAYING', 'ANY')),
	CONSTRAINT "users_age_check" CHECK ("users"."age" between 14 and 65),
	CONSTRAINT "users_preferred_language_check" CHECK ("users"."preferred_language" in ('hr', 'en')),
	CONSTRAINT "users_followers_count_check" CHECK ("users"."followers_count" >= 0),
	CONSTRAINT "users_engagement_rate_check" CHECK ("users"."engagement_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "influencer_categories" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "influencer_categories_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"advertiser_name" text NOT NULL,
	"type" text NOT NULL,
	"network_id" integer,
	"link" text,
	"image_file" text,
	"description" text,
	"show_on_profile" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_items_type_check" CHECK ("portfolio_items"."type" in ('SOCIAL_POST', 'BLOG_POST', 'IMAGE', 'LINK'))
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"username" text NOT NULL,
	"external_id" text,
	"verification" text DEFAULT 'UNVERIFIED' NOT NULL,
	"verification_code" text,
	"verified_at" timestamp with time zone,
	"followers" integer DEFAULT 0 NOT NULL,
	"engagement_rate" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_verification_check" CHECK ("social_accounts"."verification" in ('UNVERIFIED', 'IN_PROGRESS', 'VERIFIED', 'DELETING')),
	CONSTRAINT "social_accounts_followers_check" CHECK ("social_accounts"."followers" >= 0),
	CONSTRAINT "social_accounts_engagement_rate_check" CHECK ("social_accounts"."engagement_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "offer_categories" (
	"offer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "offer_categories_offer_id_category_id_pk" PRIMARY KEY("offer_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "offer_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"file" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"description_en" text,
	"price" numeric(10, 2),
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"unapproved" boolean DEFAULT false NOT NULL,
	"unapproved_reason" text,
	"featured" boolean DEFAULT false NOT NULL,
	"gender" text,
	"age_from" integer,
	"age_to" integer,
	"location_id" integer,
	"city" text,
	"followers_from" integer,
	"followers_to" integer,
	"engagement_from" numeric(5, 2),
	"engagement_to" numeric(5, 2),
	"influencers_needed" integer DEFAULT 1 NOT NULL,
	"compensation_kind" text,
	"compensation_amount" numeric(10, 2),
	"compensation_show_amount" boolean DEFAULT true NOT NULL,
	"compensation_description" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "offers_type_check" CHECK ("offers"."type" in ('INFLUENCER_OFFER', 'ADVERTISER_OFFER')),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('ACTIVE', 'PAUSED', 'STOPPED')),
	CONSTRAINT "offers_gender_check" CHECK ("offers"."gender" in ('FEMALE', 'MALE', 'NEUTRAL', 'NOT_SAYING', 'ANY')),
	CONSTRAINT "offers_compensation_kind_check" CHECK ("offers"."compensation_kind" in ('MONEY', 'GIVEAWAY')),
	CONSTRAINT "offers_price_check" CHECK ("offers"."price" >= 0),
	CONSTRAINT "offers_compensation_amount_check" CHECK ("offers"."compensation_amount" >= 0),
	CONSTRAINT "offers_influencers_needed_check" CHECK ("offers"."influencers_needed" >= 1),
	CONSTRAINT "offers_age_from_check" CHECK ("offers"."age_from" between 14 and 65),
	CONSTRAINT "offers_age_to_check" CHECK ("offers"."age_to" between 14 and 65),
	CONSTRAINT "offers_age_range_check" CHECK ("offers"."age_from" <= "offers"."age_to"),
	CONSTRAINT "offers_followers_from_check" CHECK ("offers"."followers_from" between 0 and 300000),
	CONSTRAINT "offers_followers_to_check" CHECK ("offers"."followers_to" between 0 and 300000),
	CONSTRAINT "offers_followers_range_check" CHECK ("offers"."followers_from" <= "offers"."followers_to"),
	CONSTRAINT "offers_engagement_from_check" CHECK ("offers"."engagement_from" between 0 and 100),
	CONSTRAINT "offers_engagement_to_check" CHECK ("offers"."engagement_to" between 0 and 100),
	CONSTRAINT "offers_engagement_range_check" CHECK ("offers"."engagement_from" <= "offers"."engagement_to"),
	CONSTRAINT "offers_period_check" CHECK ("offers"."starts_at" <= "offers"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "arrangements" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"message_key" text NOT NULL,
	"compensation_kind" text,
	"compensation_amount" numeric(10, 2),
	"compensation_description" text,
	"requester_unseen_count" integer DEFAULT 0 NOT NULL,
	"receiver_unseen_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arrangements_status_check" CHECK ("arrangements"."status" in ('REQUESTED', 'IN_PROGRESS', 'COMPLETED', 'ABORTED', 'DECLINED', 'CANCELED')),
	CONSTRAINT "arrangements_compensation_kind_check" CHECK ("arrangements"."compensation_kind" in ('MONEY', 'GIVEAWAY')),
	CONSTRAINT "arrangements_compensation_amount_check" CHECK ("arrangements"."compensation_amount" >= 0),
	CONSTRAINT "arrangements_participants_check" CHECK ("arrangements"."requester_id" <> "arrangements"."receiver_id"),
	CONSTRAINT "arrangements_unseen_check" CHECK ("arrangements"."requester_unseen_count" >= 0 and "arrangements"."receiver_unseen_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"arrangement_id" integer NOT NULL,
	"sender_id" integer,
	"receiver_id" integer NOT NULL,
	"type" text DEFAULT 'TEXT' NOT NULL,
	"content" text NOT NULL,
	"message_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_type_check" CHECK ("messages"."type" in ('TEXT', 'SYSTEM'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"arrangement_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"reviewee_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_participants_check" CHECK ("reviews"."reviewer_id" <> "reviews"."reviewee_id")
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "oauth_access_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"scopes" text DEFAULT '*' NOT NULL,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text,
	"revoked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"access_token_id" bigint,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"problem" text NOT NULL,
	"type" text,
	"image_file" text,
	"url" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"arrangement_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"event_type" text NOT NULL,
	"subevent_type" text,
	"event_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"profile_user_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"viewed_on" date DEFAULT current_date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_categories" ADD CONSTRAINT "influencer_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_categories" ADD CONSTRAINT "influencer_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_categories" ADD CONSTRAINT "offer_categories_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_categories" ADD CONSTRAINT "offer_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_images" ADD CONSTRAINT "offer_images_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangements" ADD CONSTRAINT "arrangements_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangements" ADD CONSTRAINT "arrangements_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrangements" ADD CONSTRAINT "arrangements_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_arrangement_id_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_arrangement_id_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_access_tokens" ADD CONSTRAINT "oauth_access_tokens_client_id_oauth_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_access_tokens" ADD CONSTRAINT "oauth_access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_refresh_tokens" ADD CONSTRAINT "oauth_refresh_tokens_access_token_id_oauth_access_tokens_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."oauth_access_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_refresh_tokens" ADD CONSTRAINT "oauth_refresh_tokens_client_id_oauth_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_refresh_tokens" ADD CONSTRAINT "oauth_refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_arrangement_id_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_profile_user_id_users_id_fk" FOREIGN KEY ("profile_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_type_location_idx" ON "users" USING btree ("type","location_id");--> statement-breakpoint
CREATE INDEX "users_type_followers_idx" ON "users" USING btree ("type","followers_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_type_engagement_idx" ON "users" USING btree ("type","engagement_rate" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_type_created_at_idx" ON "users" USING btree ("type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_featured_idx" ON "users" USING btree ("type") WHERE "users"."featured";--> statement-breakpoint
CREATE INDEX "influencer_categories_category_idx" ON "influencer_categories" USING btree ("category_id","user_id");--> statement-breakpoint
CREATE INDEX "portfolio_items_user_idx" ON "portfolio_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_network_external_id_key" ON "social_accounts" USING btree ("network_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_network_username_key" ON "social_accounts" USING btree ("network_id",lower("username"));--> statement-breakpoint
CREATE INDEX "social_accounts_user_idx" ON "social_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offer_categories_category_idx" ON "offer_categories" USING btree ("category_id","offer_id");--> statement-breakpoint
CREATE INDEX "offer_images_offer_idx" ON "offer_images" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offers_user_idx" ON "offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offers_type_status_created_at_idx" ON "offers" USING btree ("type","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_type_status_price_idx" ON "offers" USING btree ("type","status","price");--> statement-breakpoint
CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_price_idx" ON "offers" USING btree ("price");--> statement-breakpoint
CREATE INDEX "offers_location_idx" ON "offers" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "offers_featured_idx" ON "offers" USING btree ("type") WHERE "offers"."featured";--> statement-breakpoint
CREATE INDEX "offers_ends_at_idx" ON "offers" USING btree ("ends_at") WHERE "offers"."status" = 'ACTIVE' and "offers"."ends_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "arrangements_requester_message_key_key" ON "arrangements" USING btree ("requester_id","message_key");--> statement-breakpoint
CREATE INDEX "arrangements_requester_status_idx" ON "arrangements" USING btree ("requester_id","status","last_activity_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "arrangements_receiver_status_idx" ON "arrangements" USING btree ("receiver_id","status","last_activity_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "arrangements_offer_idx" ON "arrangements" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "arrangements_status_last_activity_idx" ON "arrangements" USING btree ("status","last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_arrangement_sender_key_key" ON "messages" USING btree ("arrangement_id","sender_id","message_key");--> statement-breakpoint
CREATE INDEX "messages_arrangement_created_at_idx" ON "messages" USING btree ("arrangement_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_receiver_idx" ON "messages" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_arrangement_reviewer_key" ON "reviews" USING btree ("arrangement_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_idx" ON "reviews" USING btree ("reviewee_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "oauth_access_tokens_user_idx" ON "oauth_access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "oauth_access_tokens_family_idx" ON "oauth_access_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "oauth_access_tokens_expires_at_idx" ON "oauth_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_refresh_tokens_user_idx" ON "oauth_refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "oauth_refresh_tokens_family_idx" ON "oauth_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "oauth_refresh_tokens_expires_at_idx" ON "oauth_refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bug_reports_created_at_idx" ON "bug_reports" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "problem_reports_arrangement_idx" ON "problem_reports" USING btree ("arrangement_id");--> statement-breakpoint
CREATE INDEX "problem_reports_unresolved_idx" ON "problem_reports" USING btree ("created_at") WHERE "problem_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "analytics_events_type_created_at_idx" ON "analytics_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "event_log_category_action_created_at_idx" ON "event_log" USING btree ("category","action","created_at");--> statement-breakpoint
CREATE INDEX "event_log_user_idx" ON "event_log" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_profile_viewer_day_key" ON "profile_views" USING btree ("profile_user_id","viewer_id","viewed_on");--> statement-breakpoint
CREATE INDEX "profile_views_profile_day_idx" ON "profile_views" USING btree ("profile_user_id","viewed_on");--> statement-breakpoint
CREATE INDEX "notifications_user_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id","created_at");