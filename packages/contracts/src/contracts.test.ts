import { describe, expect, it } from 'vitest';
import {
  GUIDE_PRICES_EUR,
  hasVisibleText,
  MESSAGE_KEY_PATTERN,
  ZPublicData,
  ZRegisterAgency,
  ZRegisterInfluencer,
  ZMessageSend,
  ZTokenRequest,
  ZUserType,
} from './index';

const validRegistration = {
  first_name: 'Ana',
  last_name: 'Kovačević',
  email: 'ana@example.hr',
  password: 'dovoljno-dugo',
  password_confirmation: 'dovoljno-dugo',
  location_id: 1,
  challenge_id: '6f1c2a3e-8d4b-4c1a-9e2f-123456789abc',
  challenge_answer: '12',
};

describe('registration contracts (SPEC §5)', () => {
  it('accepts a complete influencer registration', () => {
    expect(ZRegisterInfluencer.safeParse(validRegistration).success).toBe(true);
  });

  it('reports mismatched passwords on the repeat field with the catalogue key', () => {
    const result = ZRegisterInfluencer.safeParse({
      ...validRegistration,
      password_confirmation: 'drukcije-123',
    });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === 'password_confirmation');
    expect(issue?.message).toBe('validation.passwordsMatch');
  });

  it('refuses a short password, a bad email and an unknown location', () => {
    const result = ZRegisterInfluencer.safeParse({
      ...validRegistration,
      password: 'kratka',
      password_confirmation: 'kratka',
      email: 'nije-email',
      location_id: 9,
    });
    const fields = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['password', 'validation.passwordMin'],
        ['email', 'validation.email'],
        ['location_id', 'validation.location'],
      ]),
    );
  });

  it('requires a company of advertisers', () => {
    expect(ZRegisterAgency.safeParse(validRegistration).success).toBe(false);
    expect(ZRegisterAgency.safeParse({ ...validRegistration, company: 'Brend d.o.o.' }).success).toBe(true);
  });
});

describe('wire enums and constants', () => {
  it('knows exactly the two account types of SPEC §1', () => {
    expect(ZUserType.options).toEqual(['INFLUENCER', 'ADVERTISER']);
  });

  it('tells the grant types apart', () => {
    expect(
      ZTokenRequest.safeParse({ grant_type: 'client_credentials', client_id: 2, client_secret: 'x' }).success,
    ).toBe(false);
    expect(
      ZTokenRequest.safeParse({
        grant_type: 'refresh_token',
        client_id: 2,
        client_secret: 'x',
        refresh_token: 'r',
      }).success,
    ).toBe(true);
  });

  it('has guide prices rising with the follower count (SPEC §9)', () => {
    const prices = GUIDE_PRICES_EUR.map((p) => p.price);
    expect(prices).toEqual([20, 50, 85, 270]);
  });

  it('accepts only 8 alphanumeric message keys (SPEC §9)', () => {
    expect(MESSAGE_KEY_PATTERN.test('aB3dE6gH')).toBe(true);
    expect(MESSAGE_KEY_PATTERN.test('aB3dE6g')).toBe(false);
    expect(MESSAGE_KEY_PATTERN.test('aB3dE6g!')).toBe(false);
  });

  it('describes the public data answer', () => {
    const sample = {
      locale: 'hr',
      categories: [{ id: 1, slug: 'fashion', name: 'Moda', name_hr: 'Moda', name_en: 'Fashion' }],
      locations: [{ id: 1, code: 'HR', name: 'Hrvatska', name_hr: 'Hrvatska', name_en: 'Croatia' }],
      networks: [{ id: 1, slug: 'instagram', name: 'Instagram' }],
      counters: { followers: 10, influencers: 1, offers: 0 },
    };
    expect(ZPublicData.parse(sample)).toEqual(sample);
    expect(ZPublicData.safeParse({ ...sample, locale: 'de' }).success).toBe(false);
  });
});

describe('message texts (issue 6: nothing lost, nothing empty)', () => {
  it('counts a text of spaces or invisible characters as empty', () => {
    for (const text of ['', '  \n\t', '\u200B\u200C\u200D', '\u2060\uFEFF\u00AD', '\u3164\u200E\u202E']) {
      expect(hasVisibleText(text)).toBe(false);
      expect(
        ZMessageSend.safeParse({ arrangement_id: 1, content: text, message_key: 'abcd1234' }).success,
      ).toBe(false);
    }
  });

  it('keeps texts with something to see, emoji joined by zero-width joiners included', () => {
    for (const text of ['ok', ' a ', '👨\u200D👩\u200D👧', '\u200Bx', '.'])
      expect(hasVisibleText(text)).toBe(true);
  });
});
