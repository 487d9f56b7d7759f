// The one table of what the phone check visits (tests/e2e/shell/phone-fit.spec.ts): every route,
// every member-centre and agent-centre page and every pop-up of spec 000 §2 and spec 001 §2, each
// with the account it needs, its address, what shows once it is there and, for a pop-up, how it
// opens. Rows are the skin's: its categories, its member and agent menus, its features. The
// accounts are the seeded player01 and agent01; the cashier's pop-ups (a deposit order, a
// withdrawal to confirm) change an account, so they are a fresh player's (`cashier`).
import { expect, type Locator, type Page } from '@playwright/test';
import { AGENT_TOOL_PAGES, categoryPath, memberPagePath, type ResolvedSkin } from '../../../engine';
import { FIRST_LOAD } from './waits';

export type Translate = (key: string) => string;

/** Who the page needs: nobody, player01, agent01, or a fresh player with money. */
export type PhoneRole = 'visitor' | 'player' | 'agent' | 'cashier';

export interface PhoneStop {
  /** How a failure names it: the address, and the pop-up's name for a pop-up. */
  name: string;
  role: PhoneRole;
  /** Where it is (reached in the page, without a reload). */
  path: string;
  /**
   * The menu link that leads there, when the account's own menu decides whether the page exists
   * (the gateway narrows the member menu; the agent's contract pages follow its contract types):
   * a page the menu does not offer this account is left out and said so.
   */
  menu?: { name: (t: Translate) => string; href: string };
  /** What is on screen once the page, or the pop-up, is there. */
  ready: (page: Page, t: Translate) => Locator;
  /** A pop-up (or a page reached by a click): what opens it on the page at `path`. */
  open?: (page: Page, t: Translate) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');

/** Clicks what opens a pop-up once it is there (on the first page of a tab, after its boot). */
async function clickWhenShown(target: Locator): Promise<void> {
  await expect(target).toBeVisible(FIRST_LOAD);
  await target.click();
}
const heading = (name: string) => (page: Page) =>
  main(page).getByRole('heading', { level: 1, name, exact: true });
const dialog = (key: string) => (page: Page, t: Translate) =>
  page.getByRole('dialog', { name: t(key), exact: true });

function sitePages(skin: ResolvedSkin): PhoneStop[] {
  const visitor = (path: string, key: string): PhoneStop => ({
    name: path,
    role: 'visitor',
    path,
    ready: (page, t) => heading(t(key))(page),
  });
  return [
    {
      name: '/',
      role: 'visitor',
      path: '/',
      ready: (page, t) => page.getByRole('tablist', { name: t('home.gameMenu') }),
    },
    ...skin.categories.map((category) => visitor(categoryPath(category), `category.${category}`)),
    visitor('/promotions', 'promotion.title'),
    visitor('/help', 'help.title'),
    {
      name: '/app',
      role: 'visitor',
      path: '/app',
      ready: (page) => main(page).getByRole('heading', { level: 1 }),
    },
    ...(skin.features.blog
      ? [
          visitor('/blog', 'blog.title'),
          {
            name: '/blog/<first article>',
            role: 'visitor' as const,
            path: '/blog',
            open: (page: Page) =>
              clickWhenShown(main(page).getByRole('article').getByRole('link').first()),
            ready: (page: Page) => main(page).locator('#blog-article-title'),
          },
        ]
      : []),
    ...(skin.features.agentCentre ? [visitor('/agent', 'agentLogin.title')] : []),
    {
      name: '/feedback',
      role: 'player',
      path: '/feedback',
      ready: (page, t) => heading(t('feedback.link'))(page),
    },
    { ...visitor('/favorite', 'category.FAV'), role: 'player' },
    { ...visitor('/recent', 'category.RECENT'), role: 'player' },
    ...(skin.categories.includes('PVP')
      ? [
          {
            name: '/pvp (the rooms of a member)',
            role: 'player' as const,
            path: categoryPath('PVP'),
            ready: (page: Page, t: Translate) =>
              main(page).getByRole('list', { name: t('lobby.rooms'), exact: true }),
          },
        ]
      : []),
    { ...visitor('/lottery', 'lottery.title'), role: 'player' },
    { ...visitor('/seaLottery', 'lottery.seaTitle'), role: 'player' },
    { ...visitor('/vnLottery', 'lottery.vnTitle'), role: 'player' },
    { ...visitor('/seamless', 'seamless.title'), role: 'player' },
    ...(skin.features.pointsMall
      ? [{ ...visitor('/pointMall', 'points.title'), role: 'player' as const }]
      : []),
  ];
}

function memberPages(skin: ResolvedSkin): PhoneStop[] {
  if (!skin.features.memberCentre) return [];
  return skin.menus.member.map((id) => ({
    name: memberPagePath(id),
    role: 'player',
    path: memberPagePath(id),
    menu: { name: (t) => t('member.menu'), href: memberPagePath(id) },
    ready: (page, t) => page.getByRole('region', { name: t(`member.${id}`), exact: true }),
  }));
}

function agentPages(skin: ResolvedSkin): PhoneStop[] {
  if (!skin.features.agentCentre) return [];
  return [...skin.menus.agent, ...AGENT_TOOL_PAGES].map((id) => ({
    name: `/agentHome?page=${id}`,
    role: 'agent',
    path: `/agentHome?page=${id}`,
    menu: {
      name: (t) =>
        t(
          (AGENT_TOOL_PAGES as readonly string[]).includes(id)
            ? 'agentCentre.tools'
            : 'agentCentre.navigation',
        ),
      href: `/agentHome?page=${id}`,
    },
    ready: (page, t) =>
      main(page).getByRole('heading', { level: 1, name: t(`agentPage.${id}`), exact: true }),
  }));
}

function popUps(skin: ResolvedSkin): PhoneStop[] {
  const stops: PhoneStop[] = [
    { name: 'login pop-up', role: 'visitor', path: '/login', ready: dialog('login.title') },
    {
      name: 'registration pop-up',
      role: 'visitor',
      path: '/register',
      ready: dialog('register.title'),
    },
    {
      name: 'forgot-password pop-up',
      role: 'visitor',
      path: '/login',
      open: (page, t) =>
        clickWhenShown(
          dialog('login.title')(page, t).getByRole('button', { name: t('login.forgotPassword') }),
        ),
      ready: dialog('forgot.title'),
    },
    {
      name: 'promotion details pop-up',
      role: 'visitor',
      path: '/promotions',
      open: (page, t) =>
        clickWhenShown(
          main(page)
            .getByRole('list', { name: t('promotion.list') })
            .getByRole('link')
            .first(),
        ),
      ready: (page) => page.getByRole('dialog'),
    },
  ];
  if (skin.features.pointsMall) {
    stops.push({
      name: 'goods details pop-up',
      role: 'player',
      path: '/pointMall',
      open: (page, t) =>
        clickWhenShown(
          main(page)
            .getByRole('list', { name: t('points.goods') })
            .getByRole('button', { name: startsWith(t('points.goodsDetails')) })
            .first(),
        ),
      ready: dialog('points.goodsDetails'),
    });
  }
  if (skin.features.chat) {
    stops.push({
      name: 'chat pop-up',
      role: 'player',
      path: '/help',
      open: (page, t) =>
        clickWhenShown(
          page.getByRole('contentinfo').getByRole('button', { name: t('chat.title') }),
        ),
      ready: dialog('chat.title'),
    });
  }
  if (skin.features.memberCentre) {
    const region = (page: Page, t: Translate, id: 'withdraw') =>
      page.getByRole('region', { name: t(`member.${id}`), exact: true });
    stops.push(
      {
        // The deposit page opens the deposit sheet as it is reached (a bottom sheet on a phone).
        name: 'deposit sheet with its order',
        role: 'cashier',
        path: memberPagePath('depositv2'),
        open: async (page, t) => {
          const sheet = page.getByRole('dialog', { name: t('member.depositv2') });
          await clickWhenShown(
            sheet
              .getByRole('group', { name: t('wallet.deposit.chips') })
              .getByRole('button')
              .first(),
          );
          await sheet.getByRole('button', { name: t('wallet.deposit.submit') }).click();
        },
        ready: (page, t) =>
          page
            .getByRole('dialog', { name: t('member.depositv2') })
            .getByRole('link', { name: t('wallet.deposit.pay') }),
      },
      {
        name: 'withdrawal confirmation pop-up',
        role: 'cashier',
        path: memberPagePath('withdraw'),
        open: (page, t) =>
          clickWhenShown(
            region(page, t, 'withdraw')
              .getByRole('button', { name: t('wallet.withdraw.confirm') })
              .first(),
          ),
        ready: dialog('withdrawal.confirmTitle'),
      },
    );
  }
  if (skin.features.agentCentre) {
    stops.push({
      name: 'contract dialog',
      role: 'agent',
      path: '/agentHome',
      open: (page, t) =>
        clickWhenShown(
          main(page).getByRole('button', { name: startsWith(t('agentNav.contracts')) }),
        ),
      ready: dialog('contractDialog.title'),
    });
  }
  return stops;
}

/** A name that starts with `text` (a count may follow it). */
function startsWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every page and pop-up of the skin the phone check visits, in the order it visits them. */
export function phoneStops(skin: ResolvedSkin): PhoneStop[] {
  return [...sitePages(skin), ...memberPages(skin), ...agentPages(skin), ...popUps(skin)];
}
