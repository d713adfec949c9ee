-- users.followers_count and users.engagement_rate summarise a user's social accounts (those not being
-- deleted), so creator search can filter and sort by followers and engagement through an index.
-- Statement-level triggers with transition tables recompute each touched user once per statement,
-- so bulk inserts stay set-based.
CREATE OR REPLACE FUNCTION spona_refresh_user_followers(user_ids integer[]) RETURNS void
  LANGUAGE sql AS $$
    UPDATE users u
       SET followers_count = s.followers,
           engagement_rate = s.engagement
      FROM (
        SELECT id.user_id,
               coalesce(sum(a.followers), 0)::integer AS followers,
               round(
                 coalesce(
                   sum(a.engagement_rate * a.followers) FILTER (WHERE a.engagement_rate IS NOT NULL)
                     / nullif(sum(a.followers) FILTER (WHERE a.engagement_rate IS NOT NULL), 0),
                   avg(a.engagement_rate)
                 ),
                 2
               ) AS engagement
          FROM unnest(user_ids) AS id(user_id)
          LEFT JOIN social_accounts a ON a.user_id = id.user_id AND a.verification <> 'DELETING'
         GROUP BY id.user_id
      ) s
     WHERE u.id = s.user_id
       AND (u.followers_count IS DISTINCT FROM s.followers OR u.engagement_rate IS DISTINCT FROM s.engagement)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spona_social_accounts_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM spona_refresh_user_followers(ARRAY(SELECT DISTINCT user_id FROM new_rows));
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spona_social_accounts_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM spona_refresh_user_followers(
      ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows)
    );
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spona_social_accounts_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM spona_refresh_user_followers(ARRAY(SELECT DISTINCT user_id FROM old_rows));
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER social_accounts_inserted AFTER INSERT ON social_accounts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_social_accounts_inserted();
--> statement-breakpoint
CREATE TRIGGER social_accounts_updated AFTER UPDATE ON social_accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_social_accounts_updated();
--> statement-breakpoint
CREATE TRIGGER social_accounts_deleted AFTER DELETE ON social_accounts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_social_accounts_deleted();
