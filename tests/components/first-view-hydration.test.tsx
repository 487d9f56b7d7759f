// The runtime hydrates the build's first view (src/boot.tsx): its first render must be the view's
// markup exactly, attribute for attribute, for every entry page of the shipped skins, or React
// draws the part anew (a production build says only "error #418"; React's development build,
// which this runs, names every difference, attributes included). The first render is a visitor's
// before the gateway has answered anything, whatever the tab holds: a member's stored session and
// a colour mode of the player's own follow right after.
import path from 'node:path';
import { act } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dictionaries, ResolvedSkin } from '../../engine';
import { loadSkin } from '../../loader/skin-loader';
import { App } from '../../src/app/app';
import { THEME_STORAGE_KEY, startThemeMode } from '../../src/features/preferences/theme-mode';
import { useShellPreferences } from '../../src/features/shell/shell-preferences';
import { holdUntilPageLive } from '../../src/lib/browser/after-first-paint';
import { webStorage } from '../../src/lib/browser/web-storage';
import { createI18n } from '../../src/lib/i18n/create-i18n';
import { setCurrentI18n } from '../../src/lib/i18n/current-i18n';
import { readFirstViewSite } from '../../src/lib/skin/read-inlined-skin';
import { renderFirstViews, type FirstView } from '../../src/prerender/render-first-view';

// jsdom's page has an http: address; the skins are read from the disk.
const ROOT = path.resolve(import.meta.dirname, '../..');
const SKINS = ['default', 'lusa-regional', 'northstar-sports'];

interface Built {
  skin: ResolvedSkin;
  dictionaries: Dictionaries;
  views: FirstView[];
}

const built = new Map<string, Built>();
let previousI18n: I18n | undefined;

beforeAll(async () => {
  previousI18n = (await import('i18next')).default;
  for (const id of SKINS) {
    const { resolved, dictionaries, issues } = await loadSkin('skins', id, { cwd: ROOT });
    if (!resolved) throw new Error(`${id} does not load: ${JSON.stringify(issues)}`);
    built.set(id, {
      skin: resolved!,
      dictionaries,
      views: await renderFirstViews(resolved!, dictionaries),
    });
  }
}, 60_000);

let root: Root | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  useShellPreferences.setState(useShellPreferences.getInitialState());
  root = undefined;
  document.body.innerHTML = '';
  if (previousI18n) setCurrentI18n(previousI18n);
  vi.unstubAllGlobals();
});

/** The page a build writes for `view`, as far as the runtime reads it, at the view's address. */
function pageOf(view: FirstView, skin: ResolvedSkin): HTMLElement {
  document.documentElement.lang = skin.locales.default;
  document.head.innerHTML = `<script id="first-view-site" type="application/json">${view.site}</script>`;
  document.body.innerHTML = `<div id="root" data-first-view="${view.path}" inert>${view.html}</div>`;
  window.history.replaceState(null, '', view.path);
  return document.getElementById('root')!;
}

/** A gateway that never answers. */
const silent = () => new Promise<Response>(() => undefined);

/** Hydrates the page as src/boot.tsx does; returns every error React reported on the way. */
async function hydrate({ skin, dictionaries }: Built, container: HTMLElement): Promise<string[]> {
  const reported: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args.map(String).join(' '));
  });
  // The gateway never answers: the first render is the one before any answer.
  vi.stubGlobal('fetch', silent);
  try {
    const language = skin.locales.default;
    const i18n = await createI18n(skin, language, async (locale) => dictionaries[locale]!);
    const firstSite = readFirstViewSite(document)!;
    startThemeMode(skin.theme, webStorage('localStorage'));
    holdUntilPageLive();
    await act(async () => {
      root = hydrateRoot(container, <App skin={skin} i18n={i18n} firstSite={firstSite} />, {
        onRecoverableError: (error) => reported.push(`recoverable: ${String(error)}`),
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  return reported;
}

describe('the runtime’s first render on a page with the build’s first view', () => {
  it.each(SKINS)(
    '%s: hydrates every entry page without a difference',
    async (id) => {
      const skin = built.get(id)!;
      for (const view of skin.views) {
        const container = pageOf(view, skin.skin);
        expect({ path: view.path, errors: await hydrate(skin, container) }).toEqual({
          path: view.path,
          errors: [],
        });
        await act(async () => root?.unmount());
        root = undefined;
      }
    },
    120_000,
  );

  it('is a visitor’s in the skin’s colour mode with the side menu open, whatever the tab has stored', async () => {
    const skin = built.get('default')!;
    window.sessionStorage.setItem('token', 'a-member-token');
    window.sessionStorage.setItem('account', 'player01');
    const other = skin.skin.theme.defaultMode === 'dark' ? 'light' : 'dark';
    window.localStorage.setItem(THEME_STORAGE_KEY, other);
    // As the shell's store does with what it finds stored, once it has started (its initial state
    // is the first view's).
    useShellPreferences.setState({ sideMenuCollapsed: true, balanceHidden: true });
    const container = pageOf(skin.views[0]!, skin.skin);
    expect(await hydrate(skin, container)).toEqual([]);
  }, 30_000);
});
