// The first view as HTML, rendered once per skin by `skinforge build` (cli/build/first-view.ts)
// from the app's own components: what a logged-out player first sees at a path — header, top
// navigation, the first banner as a plain image, the page's placeholders — with the CSS those
// components need and the site skin it was rendered from. It is rendered on the skin's own choices
// (no gateway has been asked yet), in the tree the runtime's first render builds before boot has
// decided (src/features/boot/boot-gate.tsx, FIRST_VIEW_BOOT), so the runtime hydrates it
// (src/boot.tsx): the first view becomes the live page, and the gateway's answers then update it.
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  topNavEntries,
  type ApiClient,
  type Dictionaries,
  type ResolvedSkin,
  type SiteSkin,
} from '../../engine';
import { preparePlayerSite } from '../app/lazy/lazy-chunks';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { FIRST_VIEW_BOOT } from '../features/boot/boot-context';
import { decideSiteSkin } from '../features/boot/effective-merge';
import { SiteFrame } from '../features/boot/site-frame';
import { createSessionStore, type SessionStore } from '../features/session/session-store';
import { createGatewayClient } from '../lib/api';
import { FIRST_VIEW_DRAW } from '../lib/browser/first-view';
import { webStorage } from '../lib/browser/web-storage';
import { createI18n } from '../lib/i18n/create-i18n';
import { setCurrentI18n } from '../lib/i18n/current-i18n';
import { pageCssOf } from './page-css';
import { rememberTexts } from './remembered-texts';

export interface FirstView {
  /** The route it pictures. */
  path: string;
  /** The markup of the app at that path, for inside `#first-view`. */
  html: string;
  /** The CSS its components use (styled-components' server sheet), without the style tag. */
  css: string;
  /** The site skin it was rendered from, as JSON: the runtime hydrates it with that skin. */
  site: string;
}

function refuseCalls(): never {
  throw new Error('The first view is rendered at build time; it calls no gateway.');
}

/**
 * The first view of every page a player may land on from outside — a link, an ad, a bookmark: the
 * top navigation's entries (the home, each game category, the promotions).
 */
export async function renderFirstViews(
  skin: ResolvedSkin,
  dictionaries: Dictionaries,
): Promise<FirstView[]> {
  // What every page of the skin shares is made once: the merge (with no gateway answer), the
  // dictionary's i18n instance, a visitor's session and the gateway client.
  // `build --all` has a dozen entry pages for each of its skins.
  const site = decideSiteSkin(skin);
  const language = skin.locales.default;
  const i18n = await i18nFor(skin, dictionaries);
  const entries = topNavEntries(site.navCategories);
  // The site's frame and home are a chunk (src/app/chunks/player-site.tsx), and so are the parts an
  // entry page draws first (a category's lobby): the first view shows them, not their fallback, as
  // the runtime's first render does (it waits for the same parts). All of them are loaded before any
  // page renders, so no page's markup depends on the order of the renders. Every other lazy part
  // stays its fallback (lazyWithReload).
  for (const { path } of entries) await preparePlayerSite(path);
  // The pages render synchronously from here, so another skin's build, interleaved at the awaits
  // above, cannot swap the page's i18n instance (createI18n registers the latest) or Math.random
  // (below) under them.
  setCurrentI18n(i18n);
  // Once every page is rendered, each takes the part of the shared style sheet its markup uses
  // (./page-css.ts).
  const sheet = sharedSheet();
  const session = createSessionStore({
    session: webStorage('sessionStorage'),
    local: webStorage('localStorage'),
    merchantCode: skin.merchantCode,
    merchant: skin.id,
  });
  const client = createGatewayClient({
    skin,
    getToken: () => null,
    getLanguage: () => language,
    fetch: refuseCalls,
  });
  const pages = { skin, site, i18n, sheet, session, client };
  // Every page whole: a category's page shows its own lobby (its title, its filters), which the
  // runtime hydrates.
  const views = entries.map(({ path }) => ({ path, html: renderFirstView(pages, path) }));
  const cssOf = pageCssOf(sheet.instance.toString());
  const siteJson = JSON.stringify(site);
  return views.map((view) => ({ ...view, css: cssOf(view.html), site: siteJson }));
}

/**
 * The i18n instances made so far, by dictionaries and languages: skins that share their parent's
 * dictionaries (a brand that only renames; cli/build/first-view.ts hands them over once) share an
 * instance, which a render only reads.
 */
const i18nByDictionaries = new WeakMap<Dictionaries, Map<string, Promise<I18n>>>();

function i18nFor(skin: ResolvedSkin, dictionaries: Dictionaries): Promise<I18n> {
  const { default: language, supported } = skin.locales;
  const key = [language, ...supported].join(' ');
  let instances = i18nByDictionaries.get(dictionaries);
  if (!instances) {
    instances = new Map();
    i18nByDictionaries.set(dictionaries, instances);
  }
  let instance = instances.get(key);
  if (!instance) {
    instance = createI18n(skin, language, async (locale) => {
      const dictionary = dictionaries[locale];
      if (!dictionary) throw new Error(`The first view of ${skin.id} has no ${locale} dictionary.`);
      return dictionary;
    }).then(rememberTexts);
    instances.set(key, instance);
  }
  return instance;
}

let buildSheet: ServerStyleSheet | undefined;

/**
 * One style sheet for every page of every skin the renderer is asked for, so each component's CSS
 * is compiled once, not once a skin (a third of a skin's render) or once a page. The theme is CSS
 * variables, so the rules are the same whatever the skin; where a skin's choice changes a rule, it
 * is a class of its own, and a page only takes the classes its markup uses. Never sealed: the
 * renderer runs as long as the build.
 */
function sharedSheet(): ServerStyleSheet {
  buildSheet ??= new ServerStyleSheet();
  return buildSheet;
}

/** What every page of one skin is rendered from. */
interface SkinPages {
  skin: ResolvedSkin;
  site: SiteSkin;
  i18n: I18n;
  /** The skin's style sheet, which the page's styles are added to. */
  sheet: ServerStyleSheet;
  /** A visitor's session: the render runs no effect, so nothing writes to it. */
  session: SessionStore;
  client: ApiClient;
}

/** The markup of the app at `path`. */
function renderFirstView(
  { skin, site, i18n, sheet, session, client }: SkinPages,
  path: string,
): string {
  const queryClient = new QueryClient();
  // A build gives byte-identical output for the same input, so what the page draws at random (the
  // jackpot's first value) is drawn from a fixed value here; the live page draws its own once it
  // has hydrated this.
  const random = Math.random;
  Math.random = FIRST_VIEW_DRAW;
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders
          skin={skin}
          i18n={i18n}
          queryClient={queryClient}
          session={session}
          client={client}
        >
          <SiteFrame site={site} boot={FIRST_VIEW_BOOT} firstView>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </SiteFrame>
        </AppProviders>,
      ),
    );
    // React puts preload links for the images it sees first; index.html's head has its own.
    return html.replace(/^(<link [^>]*>)+/, '');
  } finally {
    Math.random = random;
    queryClient.clear();
  }
}
