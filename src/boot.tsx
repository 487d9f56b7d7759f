// Boot: read the skin index.html carries, settle the player's language (hisLang/lang, else the
// skin's default: spec 000 §4) and colour mode before anything renders, load that language's
// dictionary (index.html preloads the default one), mount. The permission call and the rest of boot
// happen in the app (src/features/boot), behind a loader, never a white screen.
import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ResolvedSkin } from '../engine';
import { App } from './app/app';
import { storedLanguage } from './features/preferences/language-storage';
import { startThemeMode } from './features/preferences/theme-mode';
import { dropStaleFirstView } from './lib/browser/first-view';
import { webStorage } from './lib/browser/web-storage';
import { createI18n } from './lib/i18n/create-i18n';
import { listenForLiveSkin } from './lib/skin/live-skin';
import { readInlinedSkin } from './lib/skin/read-inlined-skin';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no <div id="root"> to mount the app in.');

const skin = readInlinedSkin(document);
const local = webStorage('localStorage');
startThemeMode(skin.theme, local);
const language = storedLanguage(skin.locales, local);
// Before the page's language is set: the first view is in the language index.html declares.
dropStaleFirstView(document, { pathname: window.location.pathname, language });
document.documentElement.lang = language;
const i18n = await createI18n(skin, language);

// A transition: React renders the app in slices and lets the browser breathe between them (the
// first view is already painted from the HTML), instead of one long task a phone would stall on.
const mount = (mountedSkin: ResolvedSkin, mountedI18n: I18n): Root => {
  const appRoot = createRoot(root);
  startTransition(() => {
    appRoot.render(
      <StrictMode>
        <App skin={mountedSkin} i18n={mountedI18n} />
      </StrictMode>,
    );
  });
  return appRoot;
};
let appRoot = mount(skin, i18n);

// `skinforge studio` hands the page each edit of the skin (./lib/skin/live-skin.ts); only its dev
// server has this socket, and a build drops the block.
if (import.meta.hot) {
  listenForLiveSkin(import.meta.hot, async (next) => {
    startThemeMode(next.theme, local);
    const nextI18n = await createI18n(next, storedLanguage(next.locales, local));
    appRoot.unmount();
    appRoot = mount(next, nextI18n);
  });
}
