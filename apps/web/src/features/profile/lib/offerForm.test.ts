// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildOfferBody, offerFormValues, validateOfferForm } from './offerForm';
import { translateApiMessage } from '../../../lib/formErrors';

const filled = () => ({ ...offerFormValues(null), name: 'Objava na Instagramu', price: 50 });

describe('the offer form', () => {
  it('sends a creator service with its price and no targeting', () => {
    const body = buildOfferBody(filled(), 'INFLUENCER');
    expect(body).toMatchObject({ type: 'INFLUENCER_OFFER', price: 50, compensation: null, status: 'ACTIVE' });
    expect(validateOfferForm(filled(), 'INFLUENCER')).toEqual({});
  });

  it('sends a service without the targeting, creators needed and compensation an older one had (issue 18)', () => {
    const older = {
      ...filled(),
      gender: 'FEMALE' as const,
      age_from: 20,
      influencers_needed: 3,
      compensationKind: 'MONEY' as const,
      amount: 150,
    };
    expect(buildOfferBody(older, 'INFLUENCER')).toMatchObject({
      price: 50,
      targeting: {},
      influencers_needed: 1,
      compensation: null,
    });
    expect(buildOfferBody(older, 'ADVERTISER')).toMatchObject({
      targeting: { gender: 'FEMALE', age_from: 20 },
      influencers_needed: 3,
      compensation: { kind: 'MONEY', amount: 150 },
    });
  });

  it("sends no price for 'as agreed'", () => {
    const body = buildOfferBody({ ...filled(), isPriceAgreed: true, price: '' }, 'ADVERTISER');
    expect(body).toMatchObject({ type: 'ADVERTISER_OFFER', price: null });
  });

  it('sends a giveaway compensation with its description', () => {
    const values = { ...filled(), compensationKind: 'GIVEAWAY' as const, giveaway: 'Paket kozmetike' };
    expect(buildOfferBody(values, 'ADVERTISER').compensation).toEqual({
      kind: 'GIVEAWAY',
      description: 'Paket kozmetike',
    });
  });

  it('puts targeting errors on their fields', () => {
    const values = { ...filled(), age_from: 30, age_to: 20, followers_to: 400000 };
    const errors = validateOfferForm(values, 'ADVERTISER');
    expect(Object.keys(errors).sort()).toEqual(['age_to', 'followers_to']);
  });

  it('puts a compensation error on the field of its kind', () => {
    const money = { ...filled(), compensationKind: 'MONEY' as const, amount: '' };
    expect(Object.keys(validateOfferForm(money, 'ADVERTISER'))).toEqual(['amount']);
    const giveaway = { ...filled(), compensationKind: 'GIVEAWAY' as const, giveaway: '' };
    expect(Object.keys(validateOfferForm(giveaway, 'ADVERTISER'))).toEqual(['giveaway']);
  });

  it('asks for a price unless it is as agreed', () => {
    expect(validateOfferForm({ ...filled(), price: '' }, 'INFLUENCER').price).toBe(
      translateApiMessage('validation.required'),
    );
  });
});
