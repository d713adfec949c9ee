import type { Page } from '@playwright/test';
import {
  answerChallenge,
  baseUrl,
  buildAccount,
  findMailLink,
  fromOwnAddress,
  registerThroughApi,
  type TestAccount,
} from '../fixtures/accounts';
import {
  expect,
  readClientSecret,
  signInThroughApi,
  storeAuthRecord,
  test,
  toAuthRecord,
} from '../fixtures/test';

test.use({ locale: 'hr-HR', viewport: { width: 1280, height: 900 } });

/** Fills the register page's form (the parts the home form did not carry) and sends it. */
async function completeRegistration(page: Page, account: TestAccount, options: { fromHome: boolean }) {
  const main = page.getByRole('main');
  if (!options.fromHome) {
    await main
      .getByRole('radio', { name: account.type === 'ADVERTISER' ? 'Oglašivač' : 'Influencer' })
      .check();
    await main.getByLabel('Ime', { exact: true }).fill(account.firstName);
    await main.getByLabel('Prezime', { exact: true }).fill(account.lastName);
    await main.getByLabel('Lozinka', { exact: true }).fill(account.password);
    if (account.type === 'ADVERTISER') await main.getByLabel('Tvrtka').fill(account.company);
  }
  await main.getByLabel('E-pošta', { exact: true }).fill(account.email);
  await main.getByLabel('Korisničko ime (nije obavezno)').fill(account.username);
  await main.getByLabel('Ponovite lozinku').fill(account.password);
  const question = main.getByText(/Koliko je .+\?/);
  await expect(question).toBeVisible();
  await main.getByLabel(/Koliko je/).fill(answerChallenge((await question.textContent()) ?? ''));
  await main.getByRole('button', { name: 'Izradi račun' }).click();
  await expect(main.getByRole('heading', { name: 'Provjerite e-poštu' })).toBeVisible();
  await expect(main.getByText(account.email)).toBeVisible();
}

/** Follows the confirmation link of the outbox mail (SPEC §7 GET register/verify). */
async function confirmEmail(page: Page, account: TestAccount) {
  await page.goto(await findMailLink(account.email, '/register/verify/'));
  await expect(page.getByText('Vaša je adresa e-pošte potvrđena. Dobro došli na Sponu!')).toBeVisible();
}

async function expectSignedInAs(page: Page, account: TestAccount) {
  const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
  await nav.getByRole('button', { name: 'Otvori korisnički izbornik' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  await expect(menu.getByText(account.email)).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Opens /user-settings by entering the password again (SPEC §6). */
async function openSettings(page: Page, account: TestAccount) {
  await page.goto('/user-settings');
  const main = page.getByRole('main');
  await main.getByLabel('Lozinka', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Otvori postavke' }).click();
  await expect(main.getByRole('heading', { name: 'Postavke', level: 1 })).toBeVisible();
}

test.describe('accounts (SPEC §2, §4, §5)', () => {
  test('an influencer registers from the home page, confirms, signs in from the navbar and stays signed in', async ({
    page,
  }) => {
    const account = buildAccount({ firstName: 'Lucija', lastName: 'Babić' });
    await page.goto('/');
    const signUp = page.getByRole('form', { name: 'Otvorite račun' });
    await signUp.getByRole('radio', { name: 'Influencer' }).check();
    await signUp.getByLabel('Ime', { exact: true }).fill(account.firstName);
    await signUp.getByLabel('Prezime', { exact: true }).fill(account.lastName);
    await signUp.getByLabel('Lozinka', { exact: true }).fill(account.password);
    await signUp.getByRole('button', { name: 'Otvori račun' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('main').getByLabel('Ime', { exact: true })).toHaveValue(account.firstName);
    await completeRegistration(page, account, { fromHome: true });
    await confirmEmail(page, account);

    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
    await nav.getByLabel('E-pošta ili korisničko ime').fill(account.email);
    await nav.getByLabel('Lozinka', { exact: true }).fill(account.password);
    await nav.getByLabel('Lozinka', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/user-profile$/);
    await expectSignedInAs(page, account);
    expect(await page.evaluate(() => document.cookie)).toContain('auth=1');

    await page.reload();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expectSignedInAs(page, account);
  });

  test('an advertiser registers with a company, confirms and signs in on the login page', async ({
    page,
  }) => {
    const account = buildAccount({ type: 'ADVERTISER', firstName: 'Marko', lastName: 'Perić' });
    await page.goto('/register');
    await completeRegistration(page, account, { fromHome: false });
    await confirmEmail(page, account);

    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByLabel('E-pošta ili korisničko ime').fill(account.username);
    await main.getByLabel('Lozinka', { exact: true }).fill(account.password);
    await main.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expectSignedInAs(page, account);
  });

  test('a token that expires within a day is refreshed once on start', async ({ page }) => {
    const account = await registerThroughApi();
    const token = await signInThroughApi(account);
    const nearExpiry = { ...toAuthRecord(token), expiresDate: new Date(Date.now() + 3600_000).toUTCString() };
    // Stored before the app starts: written into a running app, the record met that page's own calls,
    // whose refresh the navigation below then cut off (flaky).
    await page.addInitScript((auth) => {
      if (!window.localStorage.getItem('auth')) window.localStorage.setItem('auth', JSON.stringify(auth));
    }, nearExpiry);

    const refresh = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/v1/oauth/token') &&
        request.postDataJSON()?.grant_type === 'refresh_token',
    );
    await page.goto('/dashboard');
    const response = await (await refresh).response();
    expect(response?.status()).toBe(200);
    await expectSignedInAs(page, account);
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('auth') ?? '{}'));
    expect(stored.refresh_token).not.toBe(token.refresh_token);
    expect(Date.parse(stored.expiresDate)).toBeGreaterThan(Date.now() + 24 * 3600_000);
  });

  test('a forgotten password is reset from the mailed link', async ({ page }) => {
    const account = await registerThroughApi();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Zaboravili ste lozinku?' }).click();
    const main = page.getByRole('main');
    await main.getByLabel('E-pošta', { exact: true }).fill(account.email);
    await main.getByRole('button', { name: 'Pošalji poveznicu' }).click();
    await expect(main.getByText(/Poslali smo poveznicu za promjenu lozinke/)).toBeVisible();

    await page.goto(await findMailLink(account.email, '/reset-password/'));
    const newPassword = `${account.password}-nova`;
    await main.getByRole('textbox', { name: 'Nova lozinka', exact: true }).fill(newPassword);
    await main.getByRole('textbox', { name: 'Ponovite novu lozinku' }).fill(newPassword);
    await main.getByRole('button', { name: 'Spremi lozinku' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Lozinka je promijenjena. Prijavite se novom lozinkom.')).toBeVisible();

    await main.getByLabel('E-pošta ili korisničko ime').fill(account.email);
    await main.getByLabel('Lozinka', { exact: true }).fill(newPassword);
    await main.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
  });

  test('the language switched in settings is saved and applied at once', async ({ page }) => {
    const account = await registerThroughApi();
    await storeAuthRecord(page, account);
    await openSettings(page, account);
    await page.getByRole('main').getByText('English', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByText('The language is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });
});

test.describe('the navbar language switch of a signed-in user (SPEC §1)', () => {
  test('is saved to the account, so a reload keeps it', async ({ page }) => {
    const account = await registerThroughApi();
    await storeAuthRecord(page, account);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/settings/language') && response.status() === 200,
    );
    await page.getByRole('button', { name: /^EN/ }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await saved;
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});

test.describe('sign-in after repeated failures (issue 15)', () => {
  // The refused first attempt (the question is needed) is the browser's own console line for the 400.
  test.use({ allowedConsoleProblems: [/status of 400/] });

  test('someone else’s wrong guesses never lock the owner out: the login page asks the check question', async ({
    page,
  }) => {
    const account = await registerThroughApi();
    const griefer = fromOwnAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${baseUrl}/api/v1/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...griefer },
        body: JSON.stringify({
          grant_type: 'password',
          client_id: 2,
          client_secret: await readClientSecret(),
          username: account.email,
          password: `pogresno-${i}`,
          scope: '*',
        }),
      });
      expect(response.status).toBe(400);
    }

    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByLabel('E-pošta ili korisničko ime').fill(account.email);
    await main.getByLabel('Lozinka', { exact: true }).fill(account.password);
    await main.getByRole('button', { name: 'Prijavi se' }).click();
    const question = main.getByLabel(/Koliko je .+\?/);
    await expect(question).toBeVisible();
    await expect(
      main.getByText('Bilo je više neuspjelih prijava u ovaj račun, pa odgovorite i na pitanje.'),
    ).toBeVisible();
    const label = (await main.locator('label', { hasText: /Koliko je/ }).textContent()) ?? '';
    await question.fill(answerChallenge(label));
    await main.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expectSignedInAs(page, account);
  });
});

test.describe('account deletion (SPEC §6)', () => {
  // The refused sign-in after the deletion is the browser's own console line for the 400.
  test.use({ allowedConsoleProblems: [/status of 400/] });

  test('deletes the account after the typed confirmation, and its sign-in then fails', async ({ page }) => {
    const account = await registerThroughApi();
    await storeAuthRecord(page, account);
    await openSettings(page, account);
    const section = page.getByRole('region', { name: 'Brisanje računa' });
    const submit = section.getByRole('button', { name: 'Obriši moj račun' });
    await section.getByLabel('Lozinka', { exact: true }).fill(account.password);
    await expect(submit).toBeDisabled();
    await section.getByLabel('Za potvrdu upišite OBRIŠI').fill('OBRIŠI');
    await submit.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Vaš je račun obrisan. Doviđenja!')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();

    const main = page.getByRole('main');
    await main.getByLabel('E-pošta ili korisničko ime').fill(account.username);
    await main.getByLabel('Lozinka', { exact: true }).fill(account.password);
    await main.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(page).toHaveURL(/setError=true/);
    await expect(main.getByRole('alert')).toContainText('Neispravni podaci za prijavu.');
  });
});
