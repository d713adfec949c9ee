/** Demo and benchmark data: `npm run seed`, and the demo set an empty database gets at start-up. */
export { DEMO_LOGINS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo, type DemoLogin } from './demo';
export { seedBulk, type BulkOptions, type BulkProgress } from './bulk';
export { DEMO_STAFF, demoStaffTotpUri } from './demoStaff';
