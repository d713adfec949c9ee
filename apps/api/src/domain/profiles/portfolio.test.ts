import { describe, expect, it } from 'vitest';
import { RuleViolation } from '../errors';
import type { NetworkRow } from '../reference/findReferenceData';
import {
  assertPortfolioItem,
  mergePortfolioItem,
  type PortfolioItemFields,
  type PortfolioItemWithNetwork,
} from './portfolio';

const instagram: NetworkRow = {
  id: 1,
  slug: 'instagram',
  name: 'Instagram',
  postUrlPattern: '^https://(www\\.)?instagram\\.com/p/',
};
const youtube: NetworkRow = { id: 2, slug: 'youtube', name: 'YouTube', postUrlPattern: null };

/** A stored social post of Instagram, with every field set. */
function buildStoredPost(): PortfolioItemWithNetwork {
  const at = new Date('2025-01-01T00:00:00Z');
  return {
    item: {
      id: 7,
      userId: 3,
      advertiserName: 'Podravka',
      type: 'SOCIAL_POST',
      networkId: instagram.id,
      link: 'https://instagram.com/p/abc',
      imageFile: null,
      description: 'Summer campaign',
      showOnProfile: true,
      createdAt: at,
      updatedAt: at,
    },
    network: instagram,
  };
}

const fieldsOf = (stored: PortfolioItemWithNetwork): PortfolioItemFields => ({
  advertiserName: stored.item.advertiserName,
  type: stored.item.type,
  network: stored.network,
  link: stored.item.link,
  description: stored.item.description,
  showOnProfile: stored.item.showOnProfile,
});

/** The catalogue keys of a rule violation's fields, or undefined when the fields pass. */
function violationOf(fields: PortfolioItemFields): Record<string, string> | undefined {
  try {
    assertPortfolioItem(fields);
    return undefined;
  } catch (err) {
    if (err instanceof RuleViolation) return err.fields;
    throw err;
  }
}

describe('a partial update of a portfolio item', () => {
  it('keeps every stored field the call leaves out', () => {
    const stored = buildStoredPost();
    expect(mergePortfolioItem(stored, {}, undefined)).toEqual(fieldsOf(stored));
  });

  it('takes the fields the call gives, and only those', () => {
    const merged = mergePortfolioItem(
      buildStoredPost(),
      { advertiser_name: 'Kraš', show_on_profile: false },
      undefined,
    );
    expect(merged).toEqual({
      ...fieldsOf(buildStoredPost()),
      advertiserName: 'Kraš',
      showOnProfile: false,
    });
  });

  it('clears the link and the network given as null, and a description given empty', () => {
    const merged = mergePortfolioItem(
      buildStoredPost(),
      { type: 'IMAGE', link: null, description: '' },
      null,
    );
    expect(merged).toMatchObject({ type: 'IMAGE', network: null, link: null, description: null });
    expect(violationOf(merged)).toBeUndefined();
  });

  it('takes a newly named network', () => {
    const merged = mergePortfolioItem(buildStoredPost(), { link: 'https://youtube.com/watch?v=x' }, youtube);
    expect(merged).toMatchObject({ network: youtube, link: 'https://youtube.com/watch?v=x' });
    expect(violationOf(merged)).toBeUndefined();
  });

  it('checks the merged item as a whole (SPEC §5)', () => {
    // A new link alone must still be a post of the stored network.
    const merged = mergePortfolioItem(buildStoredPost(), { link: 'https://example.com/post' }, undefined);
    expect(violationOf(merged)).toEqual({ link: 'validation.postNotFound' });
    // Dropping the network of a social post is refused; so is dropping the link of a non-image item.
    expect(violationOf(mergePortfolioItem(buildStoredPost(), {}, null))).toEqual({
      network: 'validation.network',
    });
    expect(
      violationOf(mergePortfolioItem(buildStoredPost(), { type: 'LINK', link: null }, undefined)),
    ).toEqual({ link: 'validation.linkRequired' });
  });
});
