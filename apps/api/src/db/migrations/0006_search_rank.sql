ALTER TABLE "users" ADD COLUMN "verified_followers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_average" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "completed_steps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_rank_base" double precision GENERATED ALWAYS AS (round((
  30.0 * (CASE WHEN type = 'INFLUENCER'
    THEN ((image_file IS NOT NULL)::int + completed_steps) / 4.0
    ELSE ((image_file IS NOT NULL)::int + least(completed_steps, 1)) / 2.0 END)
  + least(30.0, 30.0 * ln(1 + verified_followers) / ln(300001))
  + coalesce(20.0 * (rating_average / 5.0) * (rating_count / (rating_count + 3.0)), 0)
  + CASE WHEN featured THEN 20 ELSE 0 END
)::numeric, 3)::double precision) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_type_engagement_nulls_last_idx" ON "users" USING btree ("type","engagement_rate" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_type_search_rank_idx" ON "users" USING btree ("type","search_rank_base" DESC NULLS FIRST,"id");