import { expect, it } from 'vitest';
import { ZStaff } from '@spona/contracts';
import { hashPassword } from '../../domain/accounts/passwords';
import { currentTotpCode } from '../../domain/console/totp';
import { requestStaffToken, secretOfUri } from '../../testing/staff';
import { useTestServer } from '../../testing/useTestServer';
import { DEMO_STAFF, demoStaffTotpUri, seedDemoStaff } from './demoStaff';

const t = useTestServer();

it('seeds a console admin who signs in with the printed password and otpauth URI (issue 17)', async () => {
  await seedDemoStaff(t.database.db, await hashPassword(DEMO_STAFF.password), new Date());
  const uri = demoStaffTotpUri();
  expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=SPONADEMOSTAFFTOTPKEY234567ABCDE/);
  const signedIn = await requestStaffToken(t, {
    email: DEMO_STAFF.email,
    password: DEMO_STAFF.password,
    otp: currentTotpCode(secretOfUri(uri)),
  });
  expect(signedIn.status).toBe(200);
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const me = await t.call('GET', 'console/me', { token: access_token });
  expect(ZStaff.parse(me.body)).toMatchObject({ email: DEMO_STAFF.email, role: 'ADMIN', active: true });
});
