import { ZCategoryList, ZLocationList, ZNetworkList } from '@spona/contracts';
import type { App } from '../../http/types';
import type { Database } from '../../db/client';
import { findCategories, findLocations, findNetworks } from '../../domain/reference/findReferenceData';
import { presentCategory, presentLocation, presentNetwork } from '../../presenters/reference';

/** SPEC §7: GET categories, locations and networks (reference data; clients cache them 300000 ms). */
export async function referenceRoutes(app: App, { database }: { database: Database }) {
  app.get(
    '/categories',
    { config: { public: true }, schema: { response: { 200: ZCategoryList } } },
    async (request) => (await findCategories(database.db)).map((row) => presentCategory(row, request.locale)),
  );
  app.get(
    '/locations',
    { config: { public: true }, schema: { response: { 200: ZLocationList } } },
    async (request) => (await findLocations(database.db)).map((row) => presentLocation(row, request.locale)),
  );
  app.get('/networks', { config: { public: true }, schema: { response: { 200: ZNetworkList } } }, async () =>
    (await findNetworks(database.db)).map(presentNetwork),
  );
}
