// Every page and pop-up fits a phone, for every skin (spec 000 §2, spec 001 §2: every route, member
// and agent page and pop-up): at 360×740 and 390×844, in each language the skin offers, the page
// never scrolls sideways and no control is cut (../support/phone-fit.ts says how that is
// measured), and axe finds nothing serious on the narrower phone. What is visited is one table
// (../support/phone-pages.ts). One tab per width and account walks its pages in the page, without
// a reload, and switches the language in the page, as a player does (the menu's language
// selector); each page waits for its own content and for its reads to answer before it is measured.
import type { Page } from '@playwright/test';
import type { Locale, ResolvedSkin } from '../../../engine';
import { cashierPlayer, PAYMENT_PASSWORD } from '../member/member-support';
import { seriousViolations } from '../support/axe';
import { readBuiltDictionary } from '../support/built-skin';
import type { DevGateway } from '../support/dev-gateway';
import { ONCE_SKIN } from '../support/e2e-skins';
import { goInPage, horizontalProblems, watchRequests } from '../support/phone-fit';
import { phoneStops, type PhoneRole, type PhoneStop, type Translate } from '../support/phone-pages';
import {
  gatewayClient,
  openAs,
  seededSession,
  skipAnnouncementPopup,
  type Player,
} from '../support/shell-support';
import { expect, test } from '../support/skin-test';
import { FIRST_LOAD } from '../support/waits';

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;
/** axe runs on the narrower phone, in the skin's first language. */
const AXE_WIDTH = 360;

const ROLES: readonly PhoneRole[] = ['visitor', 'player', 'agent', 'cashier'];

/** A player of this test alone with a deposit to make and a paid withdrawal to confirm. */
async function cashierWithPaidWithdrawal(
  baseURL: string,
  skin: ResolvedSkin,
  devGateway: DevGateway,
): Promise<Player> {
  const player = await cashierPlayer(baseURL, skin, devGateway, {
    credit: '500.00',
    withdrawals: true,
  });
  const client = gatewayClient(baseURL, skin, player.token);
  const { bankAccounts } = await client.call('withdrawalInfo', {});
  await client.call('withdraw', {
    amount: '100',
    bankAccountId: bankAccounts[0]!.id,
    paymentPassword: PAYMENT_PASSWORD,
  });
  await devGateway.post('withdrawals', { username: player.username, decision: 'pay' });
  return player;
}

async function signIn(
  role: PhoneRole,
  baseURL: string,
  skin: ResolvedSkin,
  devGateway: DevGateway,
): Promise<Player | null> {
  switch (role) {
    case 'visitor':
      return null;
    case 'player':
      return seededSession(baseURL, skin, 'player01', 'Player123');
    case 'agent':
      return seededSession(baseURL, skin, 'agent01', 'Agent123');
    case 'cashier':
      return cashierWithPaidWithdrawal(baseURL, skin, devGateway);
  }
}

/** Switches the site's language with the menu's selector, as a player does, on a page that has it. */
async function switchLanguage(page: Page, t: Translate, to: Locale, next: Translate) {
  await goInPage(page, '/help');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('header.openMenu') })
    .click();
  await page.getByLabel(t('sideMenu.language')).selectOption(to);
  await expect(page.getByLabel(next('sideMenu.language'))).toBeVisible();
  await page.keyboard.press('Escape');
}

for (const viewport of PHONES) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    // A tab walks up to forty pages in two languages.
    test.slow();

    for (const role of ROLES) {
      test(`every ${role} page and pop-up fits in every language, and axe finds nothing serious`, async ({
        page,
        skin,
        baseURL,
        devGateway,
      }, testInfo) => {
        const stops = phoneStops(skin).filter((stop) => stop.role === role);
        test.skip(stops.length === 0, `${skin.id} has no page for a ${role}`);
        const texts = new Map<Locale, Translate>();
        for (const locale of skin.locales.supported) {
          const dictionary = await readBuiltDictionary(skin.id, locale);
          texts.set(locale, (key) => {
            const text = dictionary[key];
            if (text === undefined) {
              throw new Error(`The ${locale} dictionary has no key "${key}".`);
            }
            return text;
          });
        }
        const locales = [
          skin.locales.default,
          ...skin.locales.supported.filter((locale) => locale !== skin.locales.default),
        ];

        const account = await signIn(role, baseURL!, skin, devGateway);
        await skipAnnouncementPopup(page, account?.username);
        const requests = watchRequests(page);
        if (account) await openAs(page, account, stops[0]!.path);
        else await page.goto(stops[0]!.path);

        const problems: string[] = [];
        const notOffered = new Set<string>();
        let first = true;
        let scannedOnce = false;
        for (const [index, locale] of locales.entries()) {
          const t = texts.get(locale)!;
          if (index > 0) await switchLanguage(page, texts.get(locales[index - 1]!)!, locale, t);
          for (const stop of stops) {
            if (notOffered.has(stop.name)) continue;
            const visit = await visitStop(page, stop, t, requests, first);
            first = false;
            if (visit === 'not offered') {
              notOffered.add(stop.name);
              continue;
            }
            const where = `${stop.name} (${locale}, ${viewport.width} px)`;
            problems.push(
              ...(await horizontalProblems(page)).map((problem) => `${where}: ${problem}`),
            );
            const dialogOpen = (await page.getByRole('dialog').count()) > 0;
            // The whole page at the first stop (the skin's colours on the shell); then each
            // pop-up's own box, and each page's own content on the once-skin, since what a page
            // lays out is the runtime's (tests/e2e/README.md) — the header, the tab bar and the
            // footer are the same on every page.
            const scan =
              index === 0 &&
              viewport.width === AXE_WIDTH &&
              (!scannedOnce || dialogOpen || skin.id === ONCE_SKIN);
            if (scan) {
              const found = await seriousViolations(
                page,
                dialogOpen ? '[role="dialog"]' : scannedOnce ? 'main' : undefined,
              );
              scannedOnce = true;
              problems.push(...found.map((violation) => `${where}: axe ${violation}`));
            }
            if (dialogOpen) await closeDialogs(page);
          }
        }
        if (notOffered.size > 0) {
          testInfo.annotations.push({
            type: 'not offered',
            description: `${[...notOffered].join(', ')}: not in this account's menu`,
          });
        }
        expect(problems, 'every page and pop-up fits the phone').toEqual([]);
      });
    }
  });
}

/** Goes to the stop (and opens its pop-up); says when the account's menu does not offer it. */
async function visitStop(
  page: Page,
  stop: PhoneStop,
  t: Translate,
  requests: ReturnType<typeof watchRequests>,
  first: boolean,
): Promise<'shown' | 'not offered'> {
  // The tab's first stop is where it opened (its address still carries the token the booting
  // site has yet to take); every other stop is reached in the page.
  const here = new URL(page.url());
  if (!first && (stop.open || `${here.pathname}${here.search}` !== stop.path)) {
    await goInPage(page, stop.path);
  }
  if (stop.menu) {
    const menu = page.getByRole('navigation', { name: stop.menu.name(t), exact: true });
    await expect(menu).toBeVisible(first ? FIRST_LOAD : undefined);
    await requests.quiet();
    if ((await menu.locator(`a[href="${stop.menu.href}"]`).count()) === 0) return 'not offered';
  }
  if (stop.open) {
    await requests.quiet();
    await stop.open(page, t);
  }
  await expect(stop.ready(page, t), stop.name).toBeVisible(first ? FIRST_LOAD : undefined);
  await requests.quiet();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return 'shown';
}

async function closeDialogs(page: Page): Promise<void> {
  for (let open = await page.getByRole('dialog').count(); open > 0; open -= 1) {
    await page.keyboard.press('Escape');
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
