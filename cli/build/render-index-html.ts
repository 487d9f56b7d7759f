// Fills the runtime's index.html template (the project root's index.html, `{{name}}` placeholders)
// with one skin's page, so the first paint already has the skin's title, language, colours and data
// with no request before it. The build runs it over Vite's output (hashed script tags already in)
// and the dev server over the raw template, before Vite's own transforms, so both serve the same
// head.
import type { SkinPage } from './skin-page';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The CSS placeholder sits in a `/*! … */` comment (Vite parses inline styles and keeps only such
// comments); the whole comment, and the newline Vite may add after it, give way to the CSS. The
// banner preload is an element or nothing, so its placeholder is an HTML comment the page keeps
// when the skin has no banner. One pass over the template, so nothing a value contains is ever
// taken for a placeholder.
const PLACEHOLDER =
  /\/\*!\s*\{\{theme-css\}\}\s*\*\/\s*|<!--\s*\{\{banner-preload\}\}\s*-->|\{\{([^}]*)\}\}/g;

function bannerPreload(url: string | null): string {
  return url
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}" />`
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
  };
  return template.replace(PLACEHOLDER, (match, name: string | undefined) => {
    if (match.startsWith('<!--')) return bannerPreload(page.firstBanner);
    if (name === undefined) return page.themeCss;
    const value = values[name];
    if (value === undefined) {
      throw new Error(`index.html has a placeholder the skin renderer does not know: ${match}.`);
    }
    return value;
  });
}
