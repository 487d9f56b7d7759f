// What index.html needs from a skin, computed once here so the build and the dev server render the
// same page: the values of the template's placeholders (see ../../index.html).
import { earlyReads, themeToCss, type ResolvedSkin } from '../../engine';
import { stableJson } from './stable-json';

/** One route's first view (src/prerender/render-first-view.tsx), as index.html carries it. */
export interface RenderedFirstView {
  /** The route it pictures (`/`, `/rng`). */
  path: string;
  html: string;
  css: string;
  /** The site skin it was rendered from, as JSON (the runtime hydrates the view with it). */
  site: string;
}

export interface SkinPage {
  lang: string;
  themeMode: string;
  title: string;
  description: string;
  themeColor: string;
  /** Site-root URL of the favicon, so deep client routes (`/member`) find it too. */
  favicon: string;
  /** The theme's CSS variables, safe inside <style>. */
  themeCss: string;
  /** The resolved skin as JSON, safe inside <script type="application/json">. */
  skinData: string;
  /**
   * The gateway reads the page's entry starts as it runs (engine earlyReads), as JSON safe inside
   * <script type="application/json">.
   */
  earlyReads: string;
  /**
   * Site-root URL of the home's first banner (the skin's first w_home banner), the first view's
   * largest image: preloaded, so it downloads beside the JavaScript. Null when the page does not
   * show it (another entry page, or a home with none).
   */
  firstBanner: string | null;
  /** The page's first view, rendered by the build; the dev server and the history fallback have none. */
  firstView?: RenderedFirstView | null;
  /**
   * The lazy chunks (`_app/…`) the live page's first render needs (cli/build/route-chunks.ts),
   * preloaded beside the runtime's boot; the dev server has none.
   */
  routeChunks?: readonly string[];
}

/** JSON for inside <script type="application/json">. */
// `\u003c` keeps `</script>` and `<!--` out of the element; JSON.parse reads it back as `<`.
export const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/**
 * A skin's page that pictures `path` (the home's by default: the dev server's and the fallback's).
 */
export function skinPageFor(skin: ResolvedSkin, path = '/'): SkinPage {
  return entryPageOf(skinPageBase(skin), skin, path);
}

/**
 * What every page of a skin shares, computed once per skin (`build --all` renders a dozen each).
 */
export function skinPageBase(skin: ResolvedSkin): Omit<SkinPage, 'earlyReads'> {
  return {
    lang: skin.locales.default,
    themeMode: skin.theme.defaultMode,
    title: skin.brand.title,
    description: skin.brand.description,
    themeColor: skin.brand.themeColor,
    favicon: siteRootUrl(skin.brand.favicon),
    // `<` only ever appears in a CSS string (a font name); `\3c ` is its CSS escape, so `</style>`
    // cannot close the element early.
    themeCss: themeToCss(skin.theme).replace(/</g, '\\3c '),
    skinData: scriptSafe(stableJson(skin)),
    firstBanner:
      skin.home.widgets.banners && skin.banners.w_home[0]
        ? siteRootUrl(skin.banners.w_home[0].image)
        : null,
  };
}

/**
 * The skin's shared page made the page of `path`: its own early reads, the banner on the home only.
 */
export function entryPageOf(
  base: Omit<SkinPage, 'earlyReads'>,
  skin: ResolvedSkin,
  path: string,
): SkinPage {
  return {
    ...base,
    earlyReads: scriptSafe(JSON.stringify(earlyReads(skin, path))),
    firstBanner: path === '/' ? base.firstBanner : null,
  };
}

function siteRootUrl(path: string): string {
  return /^(https:)?\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
}
