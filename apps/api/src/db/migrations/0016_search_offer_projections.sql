-- Offer search from narrow, index-only lists, as 0015 did for creators (docs/search-rank.md,
-- docs/PERFORMANCE.md, issue 5). At 50k offers every search joined each candidate offer to its owner
-- (SPEC §4: an offer is seen only while its owner is visible with a confirmed email), and counting the
-- 9,291 offers of a type, or the 2,429 of a category sorted by price, cost 17-25 ms of such probes.
-- 1. offers.owner_listed copies whether the owner may be seen with offers, and the generated
--    offers.listed says whether the offer may be seen (but for its period, which depends on the time
--    of the query): the search indexes hold the listed offers only, with every column search filters
--    and sorts by, so no search reads `users`;
-- 2. offer_categories carries the same columns, so a category is a range of one partial index;
-- 3. offer_words lists the words of each offer's document and name, as user_words does for users.
-- All kept by triggers.
DROP INDEX "users_offer_owner_idx";
--> statement-breakpoint
DROP INDEX "offers_type_status_created_at_idx";
--> statement-breakpoint
DROP INDEX "offers_type_status_price_idx";
--> statement-breakpoint
DROP INDEX "offers_created_at_idx";
--> statement-breakpoint
DROP INDEX "offers_price_idx";
--> statement-breakpoint
DROP INDEX "offers_location_idx";
--> statement-breakpoint
DROP INDEX "offers_featured_idx";
--> statement-breakpoint
-- 1. Whether an owner may be seen with offers (SPEC §4).
CREATE OR REPLACE FUNCTION spona_owner_listed(deleted_at timestamptz, unapproved boolean, email_verified_at timestamptz)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT deleted_at IS NULL AND NOT unapproved AND email_verified_at IS NOT NULL $$;

--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "owner_listed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE offers o SET owner_listed = spona_owner_listed(u.deleted_at, u.unapproved, u.email_verified_at)
  FROM users u WHERE u.id = o.user_id;

--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (status = 'ACTIVE' AND NOT unapproved AND deleted_at IS NULL AND owner_listed) STORED NOT NULL;
--> statement-breakpoint
-- A new offer copies its owner's state.
CREATE OR REPLACE FUNCTION spona_offer_owner_fill() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    SELECT spona_owner_listed(u.deleted_at, u.unapproved, u.email_verified_at) INTO NEW.owner_listed
      FROM users u WHERE u.id = NEW.user_id;
    RETURN NEW;
  END $$;

--> statement-breakpoint
CREATE TRIGGER offers_owner_fill BEFORE INSERT ON offers
  FOR EACH ROW EXECUTE FUNCTION spona_offer_owner_fill();

--> statement-breakpoint
-- An owner deleted, unapproved, approved again or confirming the email reaches the owner's offers.
CREATE OR REPLACE FUNCTION spona_offer_owners_write() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    owners integer[];
  BEGIN
    -- The owners first, then their offers by key (as in spona_user_projections_write of 0015).
    SELECT array_agg(n.id) INTO owners
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE spona_owner_listed(n.deleted_at, n.unapproved, n.email_verified_at)
           IS DISTINCT FROM spona_owner_listed(o.deleted_at, o.unapproved, o.email_verified_at);
    IF owners IS NOT NULL THEN
      UPDATE offers f
         SET owner_listed = spona_owner_listed(u.deleted_at, u.unapproved, u.email_verified_at)
        FROM users u
       WHERE f.user_id = ANY (owners) AND u.id = f.user_id;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER offer_owners_updated AFTER UPDATE ON users
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_offer_owners_write();

--> statement-breakpoint
-- 2. What offer search reads of an offer in a category, copied onto each of its links.
ALTER TABLE "offer_categories" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "offer_categories" ADD COLUMN "type" text;
--> statement-breakpoint
ALTER TABLE "offer_categories" ADD COLUMN "created_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "offer_categories" ADD COLUMN "price" numeric(10, 2);
--> statement-breakpoint
ALTER TABLE "offer_categories" ADD COLUMN "location_id" integer;
--> statement-breakpoint
ALTER TABLE "offer_categories" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "offer_categories" ADD COLUMN "starts_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "offer_categories" ADD COLUMN "ends_at" timestamp with time zone;
--> statement-breakpoint
UPDATE offer_categories c
   SET listed = f.listed, type = f.type, created_at = f.created_at, price = f.price, location_id = f.location_id,
       featured = f.featured, starts_at = f.starts_at, ends_at = f.ends_at
  FROM offers f WHERE f.id = c.offer_id;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION spona_offer_category_fill() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    SELECT f.listed, f.type, f.created_at, f.price, f.location_id, f.featured, f.starts_at, f.ends_at
      INTO NEW.listed, NEW.type, NEW.created_at, NEW.price, NEW.location_id, NEW.featured, NEW.starts_at,
           NEW.ends_at
      FROM offers f WHERE f.id = NEW.offer_id;
    RETURN NEW;
  END $$;

--> statement-breakpoint
CREATE TRIGGER offer_categories_fill BEFORE INSERT ON offer_categories
  FOR EACH ROW EXECUTE FUNCTION spona_offer_category_fill();

--> statement-breakpoint
-- 3. The words of each offer's document (name, city, both descriptions) and name, like user_words.
CREATE OR REPLACE FUNCTION spona_offer_document(name text, city text, description text, description_en text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT name || ' ' || coalesce(city, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_en, '') $$;

--> statement-breakpoint
CREATE TABLE offer_words (
  word text COLLATE "C" NOT NULL,
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  is_name boolean NOT NULL,
  PRIMARY KEY (word, offer_id) INCLUDE (is_name)
);

--> statement-breakpoint
CREATE INDEX offer_words_offer_word_idx ON offer_words (offer_id, word);

--> statement-breakpoint
CREATE OR REPLACE FUNCTION spona_write_offer_words(offer_ids integer[]) RETURNS void
  LANGUAGE sql AS $$
    INSERT INTO offer_words (word, offer_id, is_name)
      SELECT DISTINCT ON (w.word, f.id) w.word, f.id, w.word = ANY (f.search_words)
        FROM unnest(offer_ids) AS given(id)
        JOIN offers f ON f.id = given.id,
             unnest(spona_document_words(spona_offer_document(f.name, f.city, f.description, f.description_en))
               || f.search_words) AS w(word)
      ON CONFLICT DO NOTHING
  $$;

--> statement-breakpoint
SELECT spona_write_offer_words(ARRAY(SELECT id FROM offers));

--> statement-breakpoint
-- A change of offers reaches both: the words of offers whose document changed are written again, and
-- the links of offers whose copied columns changed are updated.
CREATE OR REPLACE FUNCTION spona_offer_projections_write() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    changed integer[];
    copied integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM spona_write_offer_words(ARRAY(SELECT id FROM new_rows));
      RETURN NULL;
    END IF;
    SELECT array_agg(n.id) INTO changed
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE spona_offer_document(n.name, n.city, n.description, n.description_en)
           IS DISTINCT FROM spona_offer_document(o.name, o.city, o.description, o.description_en);
    IF changed IS NOT NULL THEN
      DELETE FROM offer_words WHERE offer_id = ANY (changed);
      PERFORM spona_write_offer_words(changed);
    END IF;
    -- The ids first, then the links by key (as in spona_user_projections_write of 0015).
    SELECT array_agg(n.id) INTO copied
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.listed, n.type, n.created_at, n.price, n.location_id, n.featured, n.starts_at, n.ends_at)
           IS DISTINCT FROM (o.listed, o.type, o.created_at, o.price, o.location_id, o.featured, o.starts_at, o.ends_at);
    IF copied IS NOT NULL THEN
      UPDATE offer_categories c
         SET listed = f.listed, type = f.type, created_at = f.created_at, price = f.price,
             location_id = f.location_id, featured = f.featured, starts_at = f.starts_at, ends_at = f.ends_at
        FROM offers f
       WHERE c.offer_id = ANY (copied) AND f.id = c.offer_id;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER offer_projections_inserted AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_offer_projections_write();

--> statement-breakpoint
CREATE TRIGGER offer_projections_updated AFTER UPDATE ON offers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_offer_projections_write();

--> statement-breakpoint
-- offer_words replaces the name lists of 0014, whose users half 0015 replaced.
DROP TRIGGER name_words_offers_inserted ON offers;

--> statement-breakpoint
DROP TRIGGER name_words_offers_updated ON offers;

--> statement-breakpoint
DROP TABLE offer_name_words;

--> statement-breakpoint
DROP FUNCTION spona_name_words_write();

--> statement-breakpoint
CREATE INDEX "offer_categories_search_idx" ON "offer_categories" USING btree ("category_id","created_at" DESC NULLS FIRST,"offer_id" DESC NULLS FIRST,"type","location_id","featured","price","starts_at","ends_at") WHERE "offer_categories"."listed";
--> statement-breakpoint
CREATE INDEX "offers_listed_by_date_idx" ON "offers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"type","location_id","featured","price","starts_at","ends_at") WHERE "offers"."listed";
--> statement-breakpoint
CREATE INDEX "offers_listed_by_type_idx" ON "offers" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"location_id","featured","price","starts_at","ends_at") WHERE "offers"."listed";
--> statement-breakpoint
CREATE INDEX "offers_listed_by_price_idx" ON "offers" USING btree ("price","id","type","location_id","featured","created_at","starts_at","ends_at") WHERE "offers"."listed";
--> statement-breakpoint
CREATE INDEX "offers_listed_by_rank_idx" ON "offers" USING btree ("featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"type","location_id","price","starts_at","ends_at") WHERE "offers"."listed";
--> statement-breakpoint
CREATE INDEX "offers_listed_by_id_idx" ON "offers" USING btree ("id","type","location_id","featured","created_at","price","starts_at","ends_at") WHERE "offers"."listed";
--> statement-breakpoint
-- Search reads offers, their links and the word lists from index-only scans, which read the table too
-- for pages changed since the last vacuum: expiring a few thousand offers (the jobs) touched a tenth of
-- them. Vacuum these after 2% of their rows changed rather than the default 20%.
ALTER TABLE offers SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE offer_categories SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE offer_words SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE influencer_categories SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE user_words SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
