import { relations } from 'drizzle-orm';
import { arrangements, messages, reviews } from './arrangements';
import { offerCategories, offerImages, offers } from './offers';
import { influencerCategories, portfolioItems, socialAccounts } from './profiles';
import { categories, locations, networks } from './reference';
import { users } from './users';

/** Relations for Drizzle's relational queries (`db.query.users.findFirst({ with: { ... } })`). */
export const usersRelations = relations(users, ({ one, many }) => ({
  location: one(locations, { fields: [users.locationId], references: [locations.id] }),
  categories: many(influencerCategories),
  socialAccounts: many(socialAccounts),
  portfolioItems: many(portfolioItems),
  offers: many(offers),
}));

export const influencerCategoriesRelations = relations(influencerCategories, ({ one }) => ({
  user: one(users, { fields: [influencerCategories.userId], references: [users.id] }),
  category: one(categories, { fields: [influencerCategories.categoryId], references: [categories.id] }),
}));

export const socialAccountsRelations = relations(socialAccounts, ({ one }) => ({
  user: one(users, { fields: [socialAccounts.userId], references: [users.id] }),
  network: one(networks, { fields: [socialAccounts.networkId], references: [networks.id] }),
}));

export const portfolioItemsRelations = relations(portfolioItems, ({ one }) => ({
  user: one(users, { fields: [portfolioItems.userId], references: [users.id] }),
  network: one(networks, { fields: [portfolioItems.networkId], references: [networks.id] }),
}));

export const offersRelations = relations(offers, ({ one, many }) => ({
  user: one(users, { fields: [offers.userId], references: [users.id] }),
  location: one(locations, { fields: [offers.locationId], references: [locations.id] }),
  categories: many(offerCategories),
  images: many(offerImages),
  arrangements: many(arrangements),
}));

export const offerCategoriesRelations = relations(offerCategories, ({ one }) => ({
  offer: one(offers, { fields: [offerCategories.offerId], references: [offers.id] }),
  category: one(categories, { fields: [offerCategories.categoryId], references: [categories.id] }),
}));

export const offerImagesRelations = relations(offerImages, ({ one }) => ({
  offer: one(offers, { fields: [offerImages.offerId], references: [offers.id] }),
}));

export const arrangementsRelations = relations(arrangements, ({ one, many }) => ({
  offer: one(offers, { fields: [arrangements.offerId], references: [offers.id] }),
  requester: one(users, {
    fields: [arrangements.requesterId],
    references: [users.id],
    relationName: 'requester',
  }),
  receiver: one(users, {
    fields: [arrangements.receiverId],
    references: [users.id],
    relationName: 'receiver',
  }),
  messages: many(messages),
  reviews: many(reviews),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  arrangement: one(arrangements, { fields: [messages.arrangementId], references: [arrangements.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  arrangement: one(arrangements, { fields: [reviews.arrangementId], references: [arrangements.id] }),
}));
