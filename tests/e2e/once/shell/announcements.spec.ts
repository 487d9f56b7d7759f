// Announcements (spec 000 §2, §4, §9), on the default skin: the popup once per session for a
// visitor (B) and again for a member (A) after login; the notice list paged 9 at a time (margin 1,
// range 5) with a detail pane, and its promo button going to the reward centre.
import type { ActionValue, ApiAnnouncement } from '../../../../engine';
import {
  announcementsShown,
  call,
  freshPlayer,
  openAs,
  skipAnnouncementPopup,
} from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test.describe('the announcement popup', () => {
  test('shows a visitor’s popup once per session', async ({ page, skin, t, baseURL }) => {
    const { popup, home } = await call(
      baseURL!,
      skin,
      'announcements',
      { platform: 'W' },
      null,
      skin.locales.default,
    );
    expect(popup.length, 'the seed has a popup for visitors').toBeGreaterThan(0);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: t('announcement.title') });
    await expect(dialog).toBeVisible(FIRST_LOAD);
    await expect(dialog).toContainText(popup[0]!.title);
    await dialog.getByRole('button', { name: t('common.close') }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('1');

    const answered = page.waitForResponse((response) => response.url().includes('/wps/notice'));
    await page.reload();
    await answered;
    await expect(page.getByRole('tablist', { name: t('home.gameMenu') })).toBeVisible(FIRST_LOAD);
    await announcementsShown(page, skin, t, home);
    await expect(dialog).toHaveCount(0);
  });

  test('shows a member their own popup after login, even when the visitor’s was closed', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const player = await freshPlayer(baseURL!, skin);
    const { popup, home } = await call(
      baseURL!,
      skin,
      'announcements',
      { platform: 'W' },
      player.token,
      skin.locales.default,
    );
    const memberItems = popup.filter((item) => item.execution !== 'B');
    expect(memberItems.length, 'the seed has a popup for members').toBeGreaterThan(0);
    await page.addInitScript(() => sessionStorage.setItem('ANONYMOUS_POPUP', '1'));
    await openAs(page, player);
    const dialog = page.getByRole('dialog', { name: t('announcement.title') });
    await expect(dialog).toContainText(memberItems[0]!.title, FIRST_LOAD);
    await expect(dialog).not.toContainText(
      popup.find((item) => item.execution === 'B')?.title ?? '\u0000',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('USER_POPUP'))).toBe(player.username);
    const answered = page.waitForResponse((response) => response.url().includes('/wps/notice'));
    await page.reload();
    await answered;
    await expect(
      page.getByRole('banner').getByRole('group', { name: t('header.balance') }),
    ).toBeVisible();
    await announcementsShown(page, skin, t, home);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('the notice list', () => {
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('lists the gateway’s notices with a detail pane', async ({ page, skin, t, baseURL }) => {
    const value = await call(
      baseURL!,
      skin,
      'announcements',
      { platform: 'W' },
      null,
      skin.locales.default,
    );
    const notices = [...value.home, ...value.notices];
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('header.notices') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('announcement.notices') });
    const list = dialog.getByRole('list', { name: t('announcement.list') });
    await expect(list.getByRole('button')).toHaveCount(Math.min(9, notices.length), FIRST_LOAD);
    await list.getByRole('button').nth(1).click();
    await expect(dialog.getByRole('article')).toContainText(notices[1]!.title);
  });

  test('pages 9 notices at a time with a margin of 1 and a range of 5, and sends a promotion to the reward centre', async ({
    page,
    t,
  }) => {
    // The seed has a handful of notices; this spec adds 171 to the gateway's real answer to see 19
    // pages.
    await page.route('**/wps/notice?**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: ActionValue<'announcements'> };
      const extra = Array.from({ length: 171 }, (_, index): ApiAnnouncement => ({
        id: 100_000 + index,
        type: 'PL',
        title: `Extra notice ${index + 1}`,
        content: `<p>Extra body ${index + 1}</p>`,
        promotionType: index === 0 ? 'DAILY' : null,
        execution: 'B',
        publishedAt: '2026-01-01T00:00:00.000Z',
      }));
      body.value.home = [];
      body.value.notices = [...extra, ...body.value.notices];
      await route.fulfill({ response, json: body });
    });
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('header.notices') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('announcement.notices') });
    const list = dialog.getByRole('list', { name: t('announcement.list') });
    await expect(list.getByRole('button')).toHaveCount(9, FIRST_LOAD);
    const pager = dialog.getByRole('navigation', { name: t('announcement.pager') });
    const numbers = () => pager.getByRole('button').filter({ hasText: /^\d+$/ });
    await expect(numbers()).toHaveText(['1', '2', '3', '4', '5', /^\d+$/]);
    await numbers().filter({ hasText: /^5$/ }).click();
    await numbers().filter({ hasText: /^7$/ }).click();
    const last = await numbers().last().textContent();
    await expect(numbers()).toHaveText(['1', '5', '6', '7', '8', '9', last!]);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('7');
    await expect(list.getByRole('button').first()).toContainText('Extra notice 55');

    await numbers().first().click();
    await expect(dialog.getByRole('article')).toContainText('Extra notice 1');
    await dialog.getByRole('button', { name: t('announcement.promo') }).click();
    // The reward centre is a member page: a visitor meets the route guard and the login dialog
    // first.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible();
  });
});
