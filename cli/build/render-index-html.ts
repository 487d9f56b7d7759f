// Fills the runtime's index.html template (the project root's index.html, `{{name}}` placeholders)
// with one skin's page, so the first paint already has the skin's title, language, colours and data
// with no request before it. The build runs it over Vite's output (hashed script tags already in)
// and the dev server over the raw template, before Vite's own transforms, so both serve the same
// head.
import type { RenderedFirstView, SkinPage } from './skin-page';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The CSS placeholder sits in a `/*! … */` comment (Vite parses inline styles and keeps only such
// comments); the whole comment, and the newline Vite may add after it, give way to the CSS. The
// banner preload and the first view are elements or nothing, so their placeholders are HTML
// comments the page keeps when there is none. One pass over the template, so nothing a value
// contains is ever taken for a placeholder.
const PLACEHOLDER =
  /\/\*!\s*\{\{theme-css\}\}\s*\*\/\s*|<!--\s*\{\{(banner-preload|first-view|first-view-css|route-chunks)\}\}\s*-->|\{\{([^}]*)\}\}/g;

function bannerPreload(url: string | null): string {
  return url
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}" />`
    : '';
}

// The first view is a picture until the runtime takes over: inert and hidden from assistive
// technology, so nothing can be clicked or read twice while both are on the page. It comes after
// the (empty) `#root`, so the live page grows in place at the top instead of moving up. `data-path`
// says which route it pictures; the runtime drops it at once on any other (src/boot.tsx).
function firstViewElement(view: RenderedFirstView | null): string {
  return view
    ? `<div id="first-view" data-path="${escapeHtml(view.path)}" inert aria-hidden="true">${view.html}</div>`
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

function firstViewStyle(view: RenderedFirstView | null): string {
  // No `data-styled` attribute: styled-components would adopt such a sheet as its own, and the
  // runtime removes this one with the first view.
  return view
    ? `<style id="first-view-css">${view.css.replace(/<\/style/gi, '<\\/style')}</style>`
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
    if (element === 'banner-preload') return bannerPreload(page.firstBanner);
    if (element === 'first-view') return firstViewElement(page.firstView ?? null);
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
