-- Reference data: the six locations of SPEC §3 (ids fixed forever), categories in hr and en, social
-- networks, and OAuth client 2 of SPEC §9 (its secret hash is set at start-up, never in a migration).
-- Later changes to these rows are new migrations, never edits of this one.
INSERT INTO locations (id, code, name_hr, name_en) VALUES
  (1, 'HR', 'Hrvatska', 'Croatia'),
  (2, 'RS', 'Srbija', 'Serbia'),
  (3, 'BA', 'Bosna i Hercegovina', 'Bosnia and Herzegovina'),
  (4, 'SI', 'Slovenija', 'Slovenia'),
  (5, 'ME', 'Crna Gora', 'Montenegro'),
  (6, 'MK', 'Makedonija', 'Macedonia')
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
INSERT INTO categories (id, slug, name_hr, name_en) VALUES
  (1, 'fashion', 'Moda', 'Fashion'),
  (2, 'beauty', 'Ljepota', 'Beauty'),
  (3, 'travel', 'Putovanja', 'Travel'),
  (4, 'food-and-drink', 'Hrana i piće', 'Food and drink'),
  (5, 'fitness', 'Fitness', 'Fitness'),
  (6, 'sport', 'Sport', 'Sport'),
  (7, 'technology', 'Tehnologija', 'Technology'),
  (8, 'gaming', 'Igre', 'Gaming'),
  (9, 'music', 'Glazba', 'Music'),
  (10, 'parenting', 'Roditeljstvo', 'Parenting'),
  (11, 'lifestyle', 'Životni stil', 'Lifestyle'),
  (12, 'comedy', 'Humor', 'Comedy'),
  (13, 'cars', 'Automobili', 'Cars'),
  (14, 'pets', 'Kućni ljubimci', 'Pets'),
  (15, 'education', 'Obrazovanje', 'Education'),
  (16, 'finance', 'Financije', 'Finance'),
  (17, 'art', 'Umjetnost', 'Art'),
  (18, 'health', 'Zdravlje', 'Health'),
  (19, 'home-and-garden', 'Dom i vrt', 'Home and garden'),
  (20, 'film-and-tv', 'Film i TV', 'Film and TV')
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('categories', 'id'), (SELECT max(id) FROM categories));
--> statement-breakpoint
INSERT INTO networks (id, slug, name, post_url_pattern) VALUES
  (1, 'instagram', 'Instagram', '^https://(www\.)?instagram\.com/(p|reel|tv)/[A-Za-z0-9_-]+/?'),
  (2, 'tiktok', 'TikTok', '^https://(www\.|vm\.)?tiktok\.com/(@[A-Za-z0-9_.]+/video/[0-9]+|[A-Za-z0-9]+/?)'),
  (3, 'youtube', 'YouTube', '^https://((www|m)\.)?(youtube\.com/(watch\?v=|shorts/)|youtu\.be/)[A-Za-z0-9_-]+'),
  (4, 'facebook', 'Facebook', '^https://((www|m)\.)?(facebook\.com|fb\.watch)/.+'),
  (5, 'x', 'X', '^https://(www\.)?(x|twitter)\.com/[A-Za-z0-9_]+/status/[0-9]+'),
  (6, 'twitch', 'Twitch', '^https://(www\.)?twitch\.tv/.+'),
  (7, 'linkedin', 'LinkedIn', '^https://(www\.)?linkedin\.com/(posts|feed/update|pulse)/.+'),
  (8, 'blog', 'Blog', NULL)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('networks', 'id'), (SELECT max(id) FROM networks));
--> statement-breakpoint
-- Client 1 is left unused, as in the Laravel Passport installs the web app was written against.
INSERT INTO oauth_clients (id, name, secret_hash, revoked) VALUES (2, 'Spona web', NULL, false)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('oauth_clients', 'id'), (SELECT max(id) FROM oauth_clients));
