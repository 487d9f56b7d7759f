// Every shot of one skin, served by its preview: one browser context per language, screen and
// signed-in role (a context's pages share its cache, so only its first page boots the site cold),
// one tab per context reused for each of its pages, each page loaded afresh at the shots' instant.
import type { Browser, Locator, Page } from '@playwright/test';
import {
  AGENT_TOOL_PAGES,
  SITE_ROUTES,
  agentMenuPages,
  createTranslator,
  type Locale,
  type ResolvedSkin,
  type Translator,
} from '../../engine';
import type { LoadedSkin } from '../../loader/skin-loader';
import { capture, type Capture } from './capture-shot';
import { contextOptions, freezePage, load, SETTLE_STEPS, type FrozenPage } from './frozen-page';
import { PAGE_STEPS, type PageStep } from './page-steps';
import type { ShotPage, ShotRole } from './shot-pages';
import type { ShotPlace } from './shots-manifest';
import { createGatekeeper, sessionFor, TOKEN_QUERY_PARAMETER, type Session } from './sign-in';
import { siteFeatures, skinPages, type SkippedPage } from './skin-pages';
import { VIEWPORTS, type ViewportName } from './viewports';

export type ShotSkin = LoadedSkin & { resolved: ResolvedSkin };

export interface SkinPlan {
  locales: readonly Locale[];
  viewports: readonly ViewportName[];
  /** The ids `--pages` named, or null for the default list. */
  pages: readonly string[] | null;
}

export interface SkinShots {
  /** The pages this skin has, in the table's order. */
  pages: ShotPage[];
  /** What `--pages` or `--locales` named that this skin does not have. */
  skipped: SkippedPage[];
  failures: { place: ShotPlace; message: string }[];
}

/** Receives each picture as it is taken. */
export type ShotSink = (place: ShotPlace, capture: Capture) => Promise<void>;

const ROLES: readonly ShotRole[] = ['visitor', 'player', 'agent', 'cashier'];

/**
 * @param urls where the browser finds the site (its own name for the skin) and where the gateway
 *   answers the run's own calls
 */
export async function shootSkin(
  browser: Browser,
  skin: ShotSkin,
  urls: { site: string; gateway: string },
  plan: SkinPlan,
  sink: ShotSink,
): Promise<SkinShots> {
  const { resolved } = skin;
  const gatekeeper = createGatekeeper(urls.gateway, resolved.merchantCode);
  const isOn = siteFeatures(resolved);
  const agentMenu: string[] = isOn('agentCentre')
    ? [
        ...agentMenuPages(
          resolved.menus.agent,
          await gatekeeper.call(await gatekeeper.seeded('agent'), 'consolidatedContract'),
          isOn,
        ),
        ...AGENT_TOOL_PAGES,
      ]
    : [];
  const memberMenu = isOn('memberCentre')
    ? (await gatekeeper.call(await gatekeeper.seeded('player'), 'memberMenu', {})).list.map(
        (entry) => entry.page,
      )
    : undefined;
  const { pages, skipped } = skinPages(resolved, plan.pages, agentMenu, memberMenu);
  const locales = plan.locales.filter((locale) => resolved.locales.supported.includes(locale));
  for (const locale of plan.locales) {
    if (!locales.includes(locale)) {
      skipped.push({ id: locale, reason: `the skin does not offer ${locale}` });
    }
  }
  const failures: SkinShots['failures'] = [];

  for (const locale of locales) {
    const translator = createTranslator(skin.dictionaries, {
      locale,
      fallbackLocale: resolved.locales.default,
    });
    for (const viewport of plan.viewports) {
      for (const role of ROLES) {
        const rolePages = pages.filter((page) => page.role === role);
        if (rolePages.length === 0) continue;
        const places = rolePages.map((page) => ({
          skin: skin.id,
          locale,
          viewport,
          page: page.id,
        }));
        let session: Session | null;
        try {
          session = await sessionFor(gatekeeper, role, locale, viewport);
        } catch (error) {
          const message = `could not sign in as the ${role}: ${(error as Error).message}`;
          failures.push(...places.map((place) => ({ place, message })));
          continue;
        }
        const context = await browser.newContext({
          ...contextOptions(viewport, locale),
          baseURL: urls.site,
        });
        try {
          const frozen = await freezePage(await context.newPage(), {
            language: locale,
            account: session?.account ?? null,
            servedAt: urls.gateway,
          });
          for (const [index, page] of rolePages.entries()) {
            const place = places[index]!;
            try {
              await sink(place, await shootPage(frozen, page, session, viewport, translator));
            } catch (error) {
              failures.push({ place, message: (error as Error).message.split('\n')[0] });
            }
          }
        } finally {
          await context.close();
        }
      }
    }
  }
  return { pages, skipped, failures };
}

async function shootPage(
  frozen: FrozenPage,
  shotPage: ShotPage,
  session: Session | null,
  viewport: ViewportName,
  { t }: Translator,
): Promise<Capture> {
  const { page } = frozen;
  await load(frozen, withSession(shotPage.path, session));
  expectAt(page, shotPage.path);
  const step: PageStep | undefined = shotPage.step ? PAGE_STEPS[shotPage.step] : undefined;
  if (step) {
    await step.run(page, t);
    await frozen.settle(SETTLE_STEPS);
  }
  const dialog = step?.dialog;
  if (dialog && !(await page.getByRole('dialog', { name: t(dialog) }).isVisible())) {
    throw new Error(`the pop-up "${t(dialog)}" did not open`);
  }
  return capture(frozen, VIEWPORTS[viewport], {
    whole: !dialog,
    masks: oneTimePictures(page, t),
  });
}

/**
 * What is drawn from a secret made anew every run, masked so two runs of one tree compare equal:
 * the login captcha, and a new deposit order's payment QR code (its link carries the order's
 * one-time payment secret, spec 001 §7).
 */
function oneTimePictures(page: Page, t: Translator['t']): Locator[] {
  return [
    page.getByRole('img', { name: t('login.captchaImage') }),
    page
      .locator('svg')
      .filter({ has: page.locator('title', { hasText: t('wallet.deposit.pay') }) }),
  ];
}

/** Every page carries the session in its address: each shot stands on its own. */
function withSession(path: string, session: Session | null): string {
  if (!session) return path;
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(TOKEN_QUERY_PARAMETER, session.token);
  return `${url.pathname}${url.search}`;
}

/**
 * A page that sent the shot elsewhere is not the page: a lost session goes to /login, a player to
 * /agent. A move within the page's own route (/app opens /app/<platform>) is the page.
 */
function expectAt(page: Page, path: string): void {
  const pageAt = (pathname: string) =>
    SITE_ROUTES.find((route) =>
      new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`, 'i').test(pathname),
    )?.page;
  const expected = new URL(path, 'http://site.invalid').pathname;
  const reached = new URL(page.url()).pathname;
  if (pageAt(reached) !== pageAt(expected)) {
    throw new Error(`the page went to ${reached} instead of staying at ${expected}`);
  }
}
