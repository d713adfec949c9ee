import { ZPublicData } from '@spona/contracts';
import type { App } from '../../http/types';
import type { Database } from '../../db/client';
import {
  countHomeCounters,
  findCategories,
  findLocations,
  findNetworks,
} from '../../domain/reference/findReferenceData';
import { presentCategory, presentLocation, presentNetwork } from '../../presenters/reference';

/**
 * SPEC §7: GET public/data, the locale reply that refines the client's language (SPEC §1), with the
 * reference data and the home-page counters.
 */
export async function publicDataRoutes(app: App, { database }: { database: Database }) {
  app.get(
    '/public/data',
    { config: { public: true }, schema: { response: { 200: ZPublicData } } },
    async (request) => {
      const { db } = database;
      const [categories, locations, networks, counters] = await Promise.all([
        findCategories(db),
        findLocations(db),
        findNetworks(db),
        countHomeCounters(db),
      ]);
      // SPEC §1: the reply refines the client's language; a signed-in user's saved choice wins.
      const locale = request.user?.preferredLanguage ?? request.locale;
      return {
        locale,
        categories: categories.map((row) => presentCategory(row, locale)),
        locations: locations.map((row) => presentLocation(row, locale)),
        networks: networks.map(presentNetwork),
        counters,
      };
    },
  );
}
