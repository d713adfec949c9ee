import { bigint, bigserial, boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/**
 * OAuth2 clients (SPEC §9: client id 2 is the web app; its row comes from a migration with a NULL
 * secret_hash, the secret is set at start-up). Only hashes of secrets and tokens are stored.
 */
export const oauthClients = pgTable('oauth_clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash'),
  revoked: boolean('revoked').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * Access tokens by hash. family_id ties every token issued from one password login together, so the
 * reuse of a rotated refresh token can revoke the whole family.
 */
export const oauthAccessTokens = pgTable(
  'oauth_access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    scopes: text('scopes').notNull().default('*'),
    revokedAt: timestamptz('revoked_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('oauth_access_tokens_user_idx').on(t.userId),
    index('oauth_access_tokens_family_idx').on(t.familyId),
    index('oauth_access_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Refresh tokens by hash, rotated on every use: used_at marks a rotated one, reuse revokes the family.
 * successor_sealed is the pair that replaced it, encrypted with a key only the old plain token yields,
 * so a second use within the grace window (two tabs at once) answers the same pair
 * (domain/accounts/refreshSuccessor.ts).
 */
export const oauthRefreshTokens = pgTable(
  'oauth_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accessTokenId: bigint('access_token_id', { mode: 'number' }).references(() => oauthAccessTokens.id, {
      onDelete: 'set null',
    }),
    clientId: integer('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    usedAt: timestamptz('used_at'),
    successorSealed: text('successor_sealed'),
    revokedAt: timestamptz('revoked_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('oauth_refresh_tokens_user_idx').on(t.userId),
    index('oauth_refresh_tokens_family_idx').on(t.familyId),
    index('oauth_refresh_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/** Email confirmation links (SPEC §7 register/verify/{token}); email is the address being confirmed. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/** Password reset links (SPEC §9: valid 24 hours). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
