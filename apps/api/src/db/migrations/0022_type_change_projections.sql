-- Issue 17: staff may change a creator into an advertiser (an approved account-type request). The
-- copy of 0015 updated creators' category links only while the user was a creator after the change,
-- so the links of a former creator stayed visible and creator search by category still found them.
-- The links are now updated when the user was a creator before or after the change (type is in the
-- compared kind), and the rows already left visible are corrected.
CREATE OR REPLACE FUNCTION spona_user_projections_write() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    changed integer[];
    copied integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM spona_write_user_words(ARRAY(SELECT id FROM new_rows));
      RETURN NULL;
    END IF;
    -- The ids first, then the lists by key: joined to the transition tables, the planner read the
    -- whole link table for each statement (the bulk seed slowed with every batch).
    SELECT array_agg(n.id) INTO changed
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE spona_user_document(n.first_name, n.last_name, n.username, n.company, n.city, n.description,
             n.description_en)
           IS DISTINCT FROM spona_user_document(o.first_name, o.last_name, o.username, o.company, o.city,
             o.description, o.description_en)
        OR spona_user_kind(n.type, n.deleted_at, n.unapproved) <> spona_user_kind(o.type, o.deleted_at, o.unapproved);
    IF changed IS NOT NULL THEN
      DELETE FROM user_words WHERE user_id = ANY (changed);
      PERFORM spona_write_user_words(changed);
    END IF;
    SELECT array_agg(n.id) INTO copied
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.type = 'INFLUENCER' OR o.type = 'INFLUENCER')
       AND (spona_user_kind(n.type, n.deleted_at, n.unapproved), n.search_rank_base, n.followers_count,
            n.engagement_rate, n.location_id, n.featured)
           IS DISTINCT FROM (spona_user_kind(o.type, o.deleted_at, o.unapproved), o.search_rank_base,
            o.followers_count, o.engagement_rate, o.location_id, o.featured);
    IF copied IS NOT NULL THEN
      UPDATE influencer_categories c
         SET visible = (spona_user_kind(u.type, u.deleted_at, u.unapproved) = 1),
             search_rank_base = u.search_rank_base, followers_count = u.followers_count,
             engagement_rate = u.engagement_rate, location_id = u.location_id, featured = u.featured
        FROM users u
       WHERE c.user_id = ANY (copied) AND u.id = c.user_id;
    END IF;
    RETURN NULL;
  END $$;

--> statement-breakpoint
UPDATE influencer_categories c
   SET visible = false
  FROM users u
 WHERE u.id = c.user_id AND c.visible AND spona_user_kind(u.type, u.deleted_at, u.unapproved) <> 1;
