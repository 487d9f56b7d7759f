// The header at work (spec 000 §2 Shell), on the default skin: login and sign-up for visitors; for
// a member the balance with 2 decimals (hidden as asterisks, still hidden after a reload,
// refreshed); the customer-service window.
import { formatBalance } from '../../../../engine';
import { call, openAs, seededSession, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test.describe('the header', () => {
  test('offers a visitor login and sign-up, each opening its dialog', async ({ page, t }) => {
    await skipAnnouncementPopup(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: t('header.login'), exact: true })).toBeVisible(
      FIRST_LOAD,
    );
    await header.getByRole('button', { name: t('header.login'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible();
    await page.keyboard.press('Escape');
    await header.getByRole('button', { name: t('header.signUp'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: t('register.title') })).toBeVisible();
    await expect(header.getByRole('group', { name: t('header.balance') })).toHaveCount(0);
  });

  test('shows a member the balance with 2 decimals, hides it as asterisks across a reload, and refreshes it', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const member = await seededSession(baseURL!, skin, 'vipgold01', 'Player123');
    await skipAnnouncementPopup(page, member.username);
    const { balance, currencySymbol } = await call(baseURL!, skin, 'balance', {}, member.token);
    await openAs(page, member);

    const group = page.getByRole('banner').getByRole('group', { name: t('header.balance') });
    const shown = formatBalance({
      amount: balance,
      currencySymbol,
      locale: skin.locales.default,
      hidden: false,
    });
    await expect(group.locator('output')).toHaveText(shown, FIRST_LOAD);
    expect(shown).toMatch(/\d[.,]\d{2}$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('header.login'), exact: true }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: t('header.deposit'), exact: true }),
    ).toHaveAttribute('href', '/member?page=depositv2');

    await group.getByRole('button', { name: t('header.hideBalance') }).click();
    await expect(group.locator('output')).toHaveText(`${currencySymbol} ******`);
    await page.reload();
    await expect(group.locator('output')).toHaveText(`${currencySymbol} ******`, FIRST_LOAD);
    await group.getByRole('button', { name: t('header.showBalance') }).click();
    await expect(group.locator('output')).toHaveText(shown);

    const refreshed = page.waitForResponse((response) =>
      response.url().includes('/wps/wallet/balance'),
    );
    await group.getByRole('button', { name: t('header.refreshBalance') }).click();
    expect((await refreshed).ok()).toBe(true);
  });

  test('opens customer service in its own 440×750 window', async ({ page, t }) => {
    await skipAnnouncementPopup(page);
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('header.customerService') }),
    ).toBeVisible(FIRST_LOAD);
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('header.customerService') })
      .click();
    const serviceWindow = await popup;
    // The path came sealed (spec 000 §3 "path (encrypted)"): the gateway opens it and sends the
    // window on to the live chat.
    await serviceWindow.waitForURL(/\/lgw\/chat-page/);
    await expect
      .poll(() => serviceWindow.evaluate(() => [window.outerWidth, window.outerHeight]))
      .toEqual([440, 750]);
  });
});
