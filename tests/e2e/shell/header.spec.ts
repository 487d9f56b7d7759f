// The header (spec 000 §2 Shell), for every skin: login and sign-up for visitors; for a member the
// balance with 2 decimals (hidden as asterisks, still hidden after a reload, refreshed), deposit,
// the account menu (agent entry for agents only, copy ID), the customer-service window.
import { formatBalance } from '../../../engine';
import { expect, test } from '../support/skin-test';
import {
  call,
  FLOW_TIMEOUT,
  LOADED,
  openAs,
  seededSession,
  skipAnnouncementPopup,
} from './shell-support';

test.describe.configure({ timeout: FLOW_TIMEOUT });

test.describe('the header', () => {
  test('offers a visitor login and sign-up, each opening its dialog', async ({ page, t }) => {
    await skipAnnouncementPopup(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: t('header.login'), exact: true })).toBeVisible(
      LOADED,
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
    await expect(group.locator('output')).toHaveText(shown, LOADED);
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
    await expect(group.locator('output')).toHaveText(`${currencySymbol} ******`);
    await group.getByRole('button', { name: t('header.showBalance') }).click();
    await expect(group.locator('output')).toHaveText(shown);

    const refreshed = page.waitForResponse((response) =>
      response.url().includes('/wps/wallet/balance'),
    );
    await group.getByRole('button', { name: t('header.refreshBalance') }).click();
    expect((await refreshed).ok()).toBe(true);
  });

  test('gives a player’s account menu no agent entry, and copies the member ID', async ({
    page,
    skin,
    t,
    baseURL,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await seededSession(baseURL!, skin, 'vipgold01', 'Player123');
    await skipAnnouncementPopup(page, member.username);
    const info = await call(baseURL!, skin, 'memberInfo', {}, member.token);
    await openAs(page, member);
    const toggle = page.getByRole('button', { name: t('header.accountMenu') });
    await expect(toggle).toBeVisible(LOADED);
    await toggle.click();
    const expected = skin.menus.account
      .filter((item) => item !== 'agent')
      .map((item) => t(`accountMenu.${item}`));
    const items = page
      .locator(`#${(await toggle.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`)
      .locator('a, button');
    await expect(items).toHaveText(
      expected.map((text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
    );
    if (skin.menus.account.includes('copyId')) {
      await page.getByRole('button', { name: t('accountMenu.copyId') }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
        t('common.copySuccess'),
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(info.id));
    } else {
      await expect(page.getByRole('button', { name: t('accountMenu.copyId') })).toHaveCount(0);
    }
  });

  test('gives an agent the agent entry to the agent centre, where the skin’s account menu has one', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const agent = await seededSession(baseURL!, skin, 'agent01', 'Agent123');
    await skipAnnouncementPopup(page, agent.username);
    await openAs(page, agent);
    await expect(page.getByRole('button', { name: t('header.accountMenu') })).toBeVisible(LOADED);
    await page.getByRole('button', { name: t('header.accountMenu') }).click();
    const entry = page.getByRole('link', { name: t('accountMenu.agent') });
    if (skin.menus.account.includes('agent')) {
      await expect(entry).toHaveAttribute('href', '/agentHome');
    } else {
      await expect(entry).toHaveCount(0);
    }
  });

  test('opens customer service in its own 440×750 window', async ({ page, t }) => {
    await skipAnnouncementPopup(page);
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('header.customerService') }),
    ).toBeVisible(LOADED);
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('header.customerService') })
      .click();
    const serviceWindow = await popup;
    expect(serviceWindow.url()).toMatch(/^https?:\/\//);
    await expect
      .poll(() => serviceWindow.evaluate(() => [window.outerWidth, window.outerHeight]))
      .toEqual([440, 750]);
  });
});
