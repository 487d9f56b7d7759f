// Login against the reference gateway, on the default skin (spec 000 §2, §8, §9): username and
// password, the captcha after repeated failures, and the spec's message when the gateway fails or
// is too slow — with what was typed kept. What a skin changes is tests/e2e/auth/login.spec.ts's.
import {
  expectLoggedIn,
  expectLoggedOut,
  freshUsername,
  openModalPage,
} from '../../support/auth-steps';
import { skipAnnouncementPopup } from '../../support/lobby-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD, LIVE_PAGE } from '../../support/waits';

test.describe('login', () => {
  test('logs a player in with username and password and closes the pop-up', async ({ page, t }) => {
    const dialog = await openModalPage(page, t, '/login');
    await dialog.getByRole('textbox', { name: t('login.username'), exact: true }).fill('player01');
    await dialog.getByRole('textbox', { name: t('login.password'), exact: true }).fill('Player123');
    await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expectLoggedIn(page);
  });

  test('opens with focus in the name field, whether its chunk was still loading or already here', async ({
    page,
    t,
  }) => {
    await skipAnnouncementPopup(page);
    await page.goto('/');
    await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
    const open = page.getByRole('banner').getByRole('button', { name: t('header.login') });
    const dialog = page.getByRole('dialog', { name: t('login.title') });
    const username = dialog.getByRole('textbox', { name: t('login.username'), exact: true });
    // The first time, the pop-up's body comes after its frame; the second time it is here at once.
    for (let time = 1; time <= 2; time += 1) {
      await open.click();
      await expect(username).toBeFocused(FIRST_LOAD);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
    }
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
