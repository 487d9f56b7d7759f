// Fills the runtime's index.html template (the project root's index.html, `{{name}}` placeholders)
// with one skin's page, so the first paint already has the skin's title, language, colours and data
// with no request before it. The build runs it over Vite's output (hashed script tags already in)
// and the dev server over the raw template, before Vite's own transforms, so both serve the same
// head.
import { createRequire } from 'node:module';
import { scriptSafe, type RenderedFirstView, type SkinPage } from './skin-page';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The CSS placeholder sits in a `/*! … */` comment (Vite parses inline styles and keeps only such
// comments); the whole comment, and the newline Vite may add after it, give way to the CSS. The
// banner preload and the first view are elements or nothing, so their placeholders are HTML
// comments the page keeps when there is none. One pass over the template, so nothing a value
// contains is ever taken for a placeholder.
// `#root` and the first view inside it are one placeholder: the view's route and `inert` go on the
// element itself.
const PLACEHOLDER =
  /\/\*!\s*\{\{theme-css\}\}\s*\*\/\s*|<div id="root"><!--\s*\{\{first-view\}\}\s*--><\/div>|<!--\s*\{\{(banner-preload|first-view-site|first-view-css|route-chunks)\}\}\s*-->|\{\{([^}]*)\}\}/g;

function bannerPreload(url: string | null): string {
  return url
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}" />`
    : '';
}

// The first view is the app's markup, rendered into `#root`, which the runtime hydrates
// (src/boot.tsx). `inert` until boot has decided what the site is (the boot gate lifts it), so
// nothing on it acts on the skin's wishes before the gateway has had its say. `data-first-view`
// says which route it pictures; the runtime drops it at once on any other
// (src/lib/browser/first-view.ts).
function rootElement(view: RenderedFirstView | null): string {
  return view
    ? `<div id="root" data-first-view="${escapeHtml(view.path)}" inert>${view.html}</div>`
    : '<div id="root"></div>';
}

/** The site skin the first view was rendered from, which the runtime hydrates it with. */
function firstViewSite(view: RenderedFirstView | null): string {
  return view
    ? `<script id="first-view-site" type="application/json">${scriptSafe(view.site)}</script>`
    : '';
}

// At low priority, like the boot's own preloads (cli/build/preload-boot-plugin.ts): after the first
// view's resources, beside the runtime's download.
function routeChunkPreloads(files: readonly string[] | undefined): string {
  return (files ?? [])
    .map(
      (file) =>
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeHtml(file)}">`,
    )
    .join('');
}

/** The styled-components the runtime loads: it takes over only a sheet written by its own version. */
const STYLED_COMPONENTS_VERSION = (
  createRequire(import.meta.url)('styled-components/package.json') as { version: string }
).version;

function firstViewStyle(view: RenderedFirstView | null): string {
  // styled-components' own attributes: as it starts, it takes this sheet's rules and the class
  // names its markers list over as its own (src/prerender/page-css.ts), then removes it.
  return view
    ? `<style id="first-view-css" data-styled="" data-styled-version="${STYLED_COMPONENTS_VERSION}">${view.css.replace(/<\/style/gi, '<\\/style')}</style>`
    : '';
}

export function renderIndexHtml(template: string, page: SkinPage): string {
  const values: Record<string, string> = {
    lang: escapeHtml(page.lang),
    'theme-mode': escapeHtml(page.themeMode),
    title: escapeHtml(page.title),
    description: escapeHtml(page.description),
    'theme-color': escapeHtml(page.themeColor),
    favicon: escapeHtml(page.favicon),
    'skin-data': page.skinData,
    'early-reads': page.earlyReads,
  };
  return template.replace(PLACEHOLDER, (match, element?: string, name?: string) => {
    if (match.startsWith('<div id="root">')) return rootElement(page.firstView ?? null);
    if (element === 'banner-preload') return bannerPreload(page.firstBanner);
    if (element === 'first-view-site') return firstViewSite(page.firstView ?? null);
    if (element === 'first-view-css') return firstViewStyle(page.firstView ?? null);
    if (element === 'route-chunks') return routeChunkPreloads(page.routeChunks);
    if (name === undefined) return page.themeCss;
    const value = values[name];
    if (value === undefined) {
      throw new Error(`index.html has a placeholder the skin renderer does not know: ${match}.`);
    }
    return value;
  });
}
