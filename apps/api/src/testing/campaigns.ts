import type { TCampaign, TCampaignCreate } from '@spona/contracts';
import { buildCreator, buildOffer, callApi, type Actor } from './factories';
import type { TestServer } from './startTestServer';

/** Helpers of the campaign tests (issue 20): everything goes through the API like the web app. */

export type PricedCreator = { creator: Actor; offerId: number; price: number };

/** A creator with a priced service others may see. */
export async function buildPricedCreator(
  t: TestServer,
  { price = 150, firstName = 'Iva', lastName = 'Kovač', followers = 12_000 } = {},
): Promise<PricedCreator> {
  const creator = await buildCreator(t, { firstName, lastName, followersCount: followers });
  const offerId = await buildOffer(t, creator, { name: `Reel by ${firstName}`, price });
  return { creator, offerId, price };
}

/** A draft campaign of `advertiser` with the given creators added on their services. */
export async function buildCampaign(
  t: TestServer,
  advertiser: Actor,
  creators: PricedCreator[] = [],
  input: Partial<TCampaignCreate> = {},
): Promise<TCampaign> {
  const made = await callApi<TCampaign>(t, 'POST', 'campaigns', advertiser.token, {
    name: 'Summer launch',
    brief: 'Show our new summer collection in one reel, please.',
    starts_on: '2099-06-01',
    ends_on: '2099-06-30',
    budget: 1000,
    ...input,
  });
  if (made.status !== 201) throw new Error(`campaign not made: ${made.status} ${JSON.stringify(made.body)}`);
  let campaign = made.body;
  for (const { creator, offerId } of creators) {
    const added = await callApi<TCampaign>(t, 'POST', `campaigns/${campaign.id}/creators`, advertiser.token, {
      user_id: creator.id,
      offer_id: offerId,
    });
    if (added.status !== 201)
      throw new Error(`creator not added: ${added.status} ${JSON.stringify(added.body)}`);
    campaign = added.body;
  }
  return campaign;
}
