// Boot: read the skin index.html carries, settle the player's language (hisLang/lang, else the
// skin's default: spec 000 §4) and colour mode before anything renders, load that language's
// dictionary (index.html preloads the default one), mount. The permission call and the rest of boot
// happen in the app (src/features/boot), behind a loader, never a white screen.
// A page with the build's first view (src/lib/browser/first-view.ts) in this path and language is
// hydrated: React takes the view's markup over as the live page instead of drawing the page again,
// and styled-components has already taken over its styles (src/prerender/page-css.ts). Its first
// render is the tree the view was rendered from: the site skin inlined beside it, boot before any
// answer, a visitor's session (src/features/session/session-store.ts); the rest of boot updates it.
import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ResolvedSkin } from '../engine';
import { App, preparePage } from './app/app';
import { storedLanguage } from './features/preferences/language-storage';
import { startThemeMode } from './features/preferences/theme-mode';
import { holdUntilPageLive } from './lib/browser/after-first-paint';
import { dropStaleFirstView } from './lib/browser/first-view';
import { webStorage } from './lib/browser/web-storage';
import { createI18n } from './lib/i18n/create-i18n';
import { listenForLiveSkin } from './lib/skin/live-skin';
import { readFirstViewSite, readInlinedSkin } from './lib/skin/read-inlined-skin';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no <div id="root"> to mount the app in.');

const skin = readInlinedSkin(document);
const local = webStorage('localStorage');
startThemeMode(skin.theme, local);
const language = storedLanguage(skin.locales, local);
// Before the page's language is set: the first view is in the language index.html declares.
dropStaleFirstView(document, { pathname: window.location.pathname, language });
document.documentElement.lang = language;
const firstSite = readFirstViewSite(document);
holdUntilPageLive();
const i18n = await createI18n(skin, language);

const appElement = (mountedSkin: ResolvedSkin, mountedI18n: I18n, site = firstSite) => (
  <StrictMode>
    <App skin={mountedSkin} i18n={mountedI18n} firstSite={site ?? undefined} />
  </StrictMode>
);
// A transition: React renders (or hydrates) the app in slices and lets the browser breathe between
// them (the first view is already painted from the HTML), instead of one long task a phone would
// stall on. A hydration that does not match draws the part anew (the page still works) and React
// reports it on the console (error #418 and its kin), which the end-to-end tests fail on
// (tests/e2e/support/skin-test.ts).
let appRoot: Root | undefined;
const mount = () =>
  startTransition(() => {
    if (firstSite) {
      appRoot = hydrateRoot(root, appElement(skin, i18n));
    } else {
      appRoot = createRoot(root);
      appRoot.render(appElement(skin, i18n));
    }
  });
// The parts the first view shows (the player site's frame, a category's lobby) are here before the
// hydration starts, so it does not stop at their boundaries and start over when they come. Not
// awaited at the top level: their chunks import this one, which has to finish evaluating first.
if (firstSite) void preparePage().then(mount);
else mount();

// `skinforge studio` hands the page each edit of the skin (./lib/skin/live-skin.ts); only its dev
// server has this socket, and a build drops the block. The edited skin is drawn anew, not hydrated:
// the page on screen is the live one by then.
if (import.meta.hot) {
  listenForLiveSkin(import.meta.hot, async (next) => {
    startThemeMode(next.theme, local);
    const nextI18n = await createI18n(next, storedLanguage(next.locales, local));
    appRoot?.unmount();
    const nextRoot = createRoot(root);
    startTransition(() => nextRoot.render(appElement(next, nextI18n, null)));
    appRoot = nextRoot;
  });
}
