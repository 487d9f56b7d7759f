// Login against the reference gateway, on the default skin (spec 000 §2, §8, §9): username and
// password, the captcha after repeated failures, and the spec's message when the gateway fails or
// is too slow — with what was typed kept. What a skin changes is tests/e2e/auth/login.spec.ts's.
import {
  expectLoggedIn,
  expectLoggedOut,
  freshUsername,
  openModalPage,
} from '../../support/auth-steps';
import { expect, test } from '../../support/skin-test';

test.describe('login', () => {
  test('logs a player in with username and password and closes the pop-up', async ({ page, t }) => {
    const dialog = await openModalPage(page, t, '/login');
    await dialog.getByRole('textbox', { name: t('login.username'), exact: true }).fill('player01');
    await dialog.getByRole('textbox', { name: t('login.password'), exact: true }).fill('Player123');
    await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expectLoggedIn(page);
  });

  test('shows the captcha after repeated wrong passwords, and keeps the name typed', async ({
    page,
    t,
  }) => {
    const username = freshUsername();
    const dialog = await openModalPage(page, t, '/login');
    await dialog.getByRole('textbox', { name: t('login.username'), exact: true }).fill(username);
    const password = dialog.getByRole('textbox', { name: t('login.password'), exact: true });
    const submit = dialog.getByRole('button', { name: t('login.submit'), exact: true });
    await expect(dialog.getByRole('img', { name: t('login.captchaImage') })).toHaveCount(0);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await password.fill(`Wrong${attempt}pass`);
      await submit.click();
      await expect(dialog.getByRole('alert')).toContainText(t('error.wrongCredentials'));
      await expect(submit).toBeEnabled();
    }
    await expect(dialog.getByRole('img', { name: t('login.captchaImage') })).toBeVisible();
    await expect(
      dialog.getByRole('textbox', { name: t('login.captcha'), exact: true }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('textbox', { name: t('login.username'), exact: true }),
    ).toHaveValue(username);
    await expectLoggedOut(page);
  });
});

test.describe('login when the gateway fails', () => {
  test('says "Unknown error" on a 500 and keeps what was typed', async ({
    page,
    t,
    devSwitches,
  }) => {
    await devSwitches.fault('login', { status: 500 });
    const dialog = await openModalPage(page, t, '/login');
    await dialog.getByRole('textbox', { name: t('login.username'), exact: true }).fill('player01');
    await dialog.getByRole('textbox', { name: t('login.password'), exact: true }).fill('Player123');
    await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t('error.unknown'));
    await expect(
      dialog.getByRole('textbox', { name: t('login.username'), exact: true }),
    ).toHaveValue('player01');
    await expect(
      dialog.getByRole('textbox', { name: t('login.password'), exact: true }),
    ).toHaveValue('Player123');
    await expectLoggedOut(page);
  });

  test('says the page took too long when the login call times out, and keeps what was typed', async ({
    page,
    skin,
    t,
    devSwitches,
  }) => {
    // The gateway holds the answer past the skin's timeout; the page's clock is moved on instead of
    // waiting.
    await devSwitches.fault('login', { delayMs: skin.api.timeoutMs + 10_000 });
    await page.clock.install();
    const dialog = await openModalPage(page, t, '/login');
    await dialog.getByRole('textbox', { name: t('login.username'), exact: true }).fill('player01');
    await dialog.getByRole('textbox', { name: t('login.password'), exact: true }).fill('Player123');
    const submit = dialog.getByRole('button', { name: t('login.submit'), exact: true });
    const sent = page.waitForRequest((request) => request.url().includes('/wps/member/login'));
    await submit.click();
    await sent;
    await expect(submit).toBeDisabled();
    await page.clock.fastForward(skin.api.timeoutMs + 1_000);
    await expect(dialog.getByRole('alert')).toHaveText(t('error.timeout'));
    await expect(submit).toBeEnabled();
    await expect(
      dialog.getByRole('textbox', { name: t('login.username'), exact: true }),
    ).toHaveValue('player01');
    await expect(
      dialog.getByRole('textbox', { name: t('login.password'), exact: true }),
    ).toHaveValue('Player123');
  });
});
