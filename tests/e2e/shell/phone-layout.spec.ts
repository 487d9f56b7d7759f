// A phone layout, not a shrunk desktop, for every skin (spec 000 §2 Shell, spec 001 §2 Layout, on
// a 360×740 screen): a header of one row no taller than 64 px (the menu button, the brand, login
// and sign-up or the balance); the skin's tab bar at the bottom; the home's game menu as one row of
// chips that scrolls, with games on the first screen; the menu sheet holding what the header and
// the side menu leave out (the account menu, the quick links, the notices, the categories, the
// side menu's entries); and the member and agent menus as one strip above their page.
import type { Locator, Page } from '@playwright/test';
import type { ResolvedSkin } from '../../../engine';
import { seriousViolations } from '../support/axe';
import { openAs, seededSession, skipAnnouncementPopup } from '../support/shell-support';
import { expect, test } from '../support/skin-test';
import { FIRST_LOAD, LIVE_PAGE } from '../support/waits';

const PHONE = { width: 360, height: 740 };
const CONTRACT_PAGES: readonly string[] = [
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
];
const HEADER_MAX = 64;

test.use({ viewport: PHONE });

type Translate = (key: string) => string;

/** The tab bar's entries the skin lists, without those whose feature it has off. */
function tabBarLabels(skin: ResolvedSkin, t: Translate): string[] {
  const needs: Partial<Record<string, boolean>> = {
    deposit: skin.features.memberCentre,
    withdraw: skin.features.memberCentre,
    account: skin.features.memberCentre,
    messages: skin.features.memberCentre,
    pointsMall: skin.features.pointsMall,
  };
  return skin.menus.tabBar.filter((id) => needs[id] !== false).map((id) => t(`tabBar.${id}`));
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element has no box: it is not on the page');
  return found;
}

/** A row of one line: each of its parts sits within the row's height. */
async function expectOneRow(page: Page, parts: Locator[]) {
  const header = await box(page.getByRole('banner'));
  expect(header.height, `the header is ${header.height} px high`).toBeLessThanOrEqual(HEADER_MAX);
  for (const part of parts) {
    const { y, height, x, width } = await box(part);
    expect(y).toBeGreaterThanOrEqual(header.y);
    expect(y + height).toBeLessThanOrEqual(header.y + header.height);
    expect(x + width).toBeLessThanOrEqual(PHONE.width);
  }
}

test('a visitor’s phone: a one-row header, the skin’s tab bar, the game menu as one row of chips, games on the first screen, and the rest in the menu', async ({
  page,
  skin,
  t,
}) => {
  await skipAnnouncementPopup(page);
  await page.goto('/');
  // The build's first view shows the header before boot has decided; the live page may redraw
  // parts of it (a phone's own variant), so the header is measured once the page is live.
  await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
  const banner = page.getByRole('banner');
  const menuButton = banner.getByRole('button', { name: t('header.openMenu') });
  await expect(menuButton).toBeVisible(FIRST_LOAD);
  await expectOneRow(page, [
    menuButton,
    banner.getByRole('link', { name: skin.brand.name }),
    banner.getByRole('button', { name: t('header.login'), exact: true }),
    banner.getByRole('button', { name: t('header.signUp'), exact: true }),
  ]);
  // The header's other tools are in the menu sheet, not in the header.
  await expect(banner.getByRole('navigation')).toHaveCount(0);
  await expect(banner.getByRole('button', { name: t('header.notices') })).toHaveCount(0);

  const tabBar = page.getByRole('navigation', { name: t('tabBar.label') });
  await expect(tabBar.getByRole('link')).toHaveText(tabBarLabels(skin, t));
  const bar = await box(tabBar);
  expect(bar.y + bar.height).toBeCloseTo(PHONE.height, 0);
  await expect(tabBar.getByRole('link', { name: t('tabBar.home') })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const gameMenu = page.getByRole('tablist', { name: t('home.gameMenu') });
  const tabs = gameMenu.getByRole('tab');
  const first = await box(tabs.first());
  const last = await box(tabs.last());
  expect(last.y, 'the game menu is one row').toBeCloseTo(first.y, 0);
  expect(await gameMenu.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
  // The first rail's first tile: a game, or on a sportsbook a sports provider.
  const game = await box(page.getByRole('tabpanel').getByRole('listitem').first());
  expect(game.y, 'a game starts on the first screen, above the tab bar').toBeLessThan(bar.y - 48);

  await menuButton.click();
  const sheet = page.getByRole('dialog', { name: t('sideMenu.label') });
  await expect(sheet.getByRole('navigation', { name: t('header.quickLinks') })).toBeVisible();
  await expect(sheet.getByRole('button', { name: t('header.notices') })).toBeVisible();
  const categories = sheet.getByRole('navigation', { name: t('nav.label') });
  for (const category of skin.categories) {
    await expect(
      categories.getByRole('link', { name: t(`category.${category}`), exact: true }),
    ).toBeVisible();
  }
  await expect(sheet.getByRole('navigation', { name: t('sideMenu.label') })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test('a member’s phone: the balance in the one-row header, the account menu in the menu sheet, and the member centre’s menu one strip above its page', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  test.skip(!skin.features.memberCentre, `${skin.id} has no member centre`);
  const player = await seededSession(baseURL!, skin, 'player01', 'Player123');
  await skipAnnouncementPopup(page, player.username);
  await openAs(page, player, '/member?page=transactionHistory');
  const banner = page.getByRole('banner');
  const balance = banner.getByRole('group', { name: t('header.balance') });
  await expect(balance).toBeVisible(FIRST_LOAD);
  await expectOneRow(page, [banner.getByRole('button', { name: t('header.openMenu') }), balance]);

  const menu = page.getByRole('navigation', { name: t('member.menu') });
  const current = menu.getByRole('link', { name: t('member.transactionHistory') });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport({ ratio: 1 });
  const strip = await box(menu);
  expect(strip.height, 'the member menu is one strip').toBeLessThan(64);
  const section = await box(page.getByRole('region', { name: t('member.transactionHistory') }));
  expect(section.y, 'the page starts right below the strip').toBeLessThan(
    strip.y + strip.height + 32,
  );
  await expect(
    page.getByRole('navigation', { name: t('tabBar.label') }).getByRole('link', {
      name: t('tabBar.account'),
    }),
  ).toHaveAttribute('aria-current', 'page');

  await banner.getByRole('button', { name: t('header.openMenu') }).click();
  const sheet = page.getByRole('dialog', { name: t('sideMenu.label') });
  const account = sheet.getByRole('region', { name: t('header.accountMenu') });
  await expect(account.getByRole('link', { name: t('accountMenu.securityCenter') })).toBeVisible();
  await expect(account.getByRole('button', { name: t('accountMenu.signOut') })).toBeVisible();
  await expect(
    sheet
      .getByRole('navigation', { name: t('header.quickLinks') })
      .getByRole('link', { name: t('header.quickWithdraw') }),
  ).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await account.getByRole('link', { name: t('accountMenu.securityCenter') }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('region', { name: t('member.securityCenter') })).toBeVisible();
});

test('an agent’s phone: the agent centre’s menus are one strip with the current page in view, the report right below', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  test.skip(!skin.features.agentCentre, `${skin.id} has no agent centre`);
  const agent = await seededSession(baseURL!, skin, 'agent01', 'Agent123');
  // The last page of the menu that every agent has (the four contract pages follow the account).
  const last = skin.menus.agent.filter((id) => !CONTRACT_PAGES.includes(id)).at(-1)!;
  await openAs(page, agent, `/agentHome?page=${last}`);
  const nav = page.getByRole('navigation', { name: t('agentCentre.navigation') });
  const current = nav.getByRole('link', { name: t(`agentPage.${last}`), exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page', FIRST_LOAD);
  await expect(current).toBeInViewport({ ratio: 1 });
  const links = nav.getByRole('link');
  const rows = new Set(
    await links.evaluateAll((anchors) =>
      anchors.map((anchor) => Math.round(anchor.getBoundingClientRect().top)),
    ),
  );
  expect(rows.size, 'the agent menu is one row').toBe(1);
  const strip = await box(nav);
  const report = await box(
    page.getByRole('main').getByRole('heading', { level: 1, name: t(`agentPage.${last}`) }),
  );
  expect(report.y, 'the report is on the first screen').toBeLessThan(PHONE.height / 2);
  expect(report.y).toBeGreaterThan(strip.y);
});
