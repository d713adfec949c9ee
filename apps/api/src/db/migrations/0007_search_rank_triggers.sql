-- docs/search-rank.md: users.verified_followers, rating_average, rating_count and completed_steps
-- summarise a user's social accounts, categories, offers and received reviews, so that the search rank
-- (the generated column users.search_rank_base) is read from the row instead of joined per search.
-- Statement-level triggers with transition tables recompute each touched user once per statement, as
-- 0003_user_followers does, so bulk inserts stay set-based. Only changed rows are written.
CREATE OR REPLACE FUNCTION spona_refresh_search_rank(user_ids integer[]) RETURNS void
  LANGUAGE sql AS $$
    UPDATE users u
       SET verified_followers = s.verified_followers,
           rating_average = s.rating_average,
           rating_count = s.rating_count,
           completed_steps = s.completed_steps
      FROM (
        SELECT id.user_id,
               coalesce((SELECT sum(a.followers) FROM social_accounts a
                          WHERE a.user_id = id.user_id AND a.verification = 'VERIFIED'), 0)::integer
                 AS verified_followers,
               r.rating_average,
               r.rating_count,
               (CASE WHEN EXISTS (SELECT 1 FROM influencer_categories c WHERE c.user_id = id.user_id)
                     THEN 1 ELSE 0 END
                + CASE WHEN EXISTS (SELECT 1 FROM social_accounts a
                                     WHERE a.user_id = id.user_id AND a.verification <> 'DELETING')
                       THEN 1 ELSE 0 END
                + CASE WHEN EXISTS (SELECT 1 FROM offers o
                                     WHERE o.user_id = id.user_id AND o.deleted_at IS NULL)
                       THEN 1 ELSE 0 END) AS completed_steps
          FROM unnest(user_ids) AS id(user_id)
          CROSS JOIN LATERAL (
            SELECT round(avg(v.rating), 2) AS rating_average, count(*)::integer AS rating_count
              FROM reviews v WHERE v.reviewee_id = id.user_id
          ) r
      ) s
     WHERE u.id = s.user_id
       AND (u.verified_followers, u.rating_average, u.rating_count, u.completed_steps)
           IS DISTINCT FROM (s.verified_followers, s.rating_average, s.rating_count, s.completed_steps)
  $$;
--> statement-breakpoint
-- One trigger function per (table, user column, event); the column names the user the row belongs to.
CREATE OR REPLACE FUNCTION spona_search_rank_rows_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    user_column text := TG_ARGV[0];
    ids integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', user_column) INTO ids;
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', user_column) INTO ids;
    ELSE
      EXECUTE format('SELECT array_agg(DISTINCT x) FROM (SELECT %1$I AS x FROM new_rows UNION SELECT %1$I FROM old_rows) t', user_column) INTO ids;
    END IF;
    IF ids IS NOT NULL THEN
      PERFORM spona_refresh_search_rank(ids);
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER search_rank_social_accounts_inserted AFTER INSERT ON social_accounts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_rank_rows_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER search_rank_social_accounts_updated AFTER UPDATE ON social_accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_rank_rows_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER search_rank_social_accounts_deleted AFTER DELETE ON social_accounts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_rank_rows_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER search_rank_influencer_categories_inserted AFTER INSERT ON influencer_categories
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_rank_rows_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER search_rank_influencer_categories_deleted AFTER DELETE ON influencer_categories
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_rank_rows_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER search_rank_offers_inserted AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_rank_rows_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER search_rank_offers_updated AFTER UPDATE ON offers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_rank_rows_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER search_rank_offers_deleted AFTER DELETE ON offers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_rank_rows_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER search_rank_reviews_inserted AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_rank_rows_changed('reviewee_id');
--> statement-breakpoint
CREATE TRIGGER search_rank_reviews_updated AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_rank_rows_changed('reviewee_id');
--> statement-breakpoint
CREATE TRIGGER search_rank_reviews_deleted AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_rank_rows_changed('reviewee_id');
--> statement-breakpoint
-- Existing rows (demo and bulk data seeded before this migration).
SELECT spona_refresh_search_rank(ARRAY(SELECT id FROM users));
