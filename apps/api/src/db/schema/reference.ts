import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** SPEC §3: the six locations, ids 1..6 fixed forever (rows come from a migration). */
export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameHr: text('name_hr').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Creator and offer categories, named in hr and en (rows come from a migration). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameHr: text('name_hr').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Social networks (rows come from a migration). */
export const networks = pgTable('networks', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Regular expression a portfolio post link on this network must match (SPEC §5), null = any URL. */
  postUrlPattern: text('post_url_pattern'),
});
