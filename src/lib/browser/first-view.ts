// The first view the build put in index.html (cli/build/first-view.ts): the app's own markup at one
// path, in the skin's default language, rendered into `#root`, with the CSS it uses and the site
// skin it was rendered from. The runtime hydrates it (src/boot.tsx): the first view becomes the live
// page, element for element. It is `inert` until boot has decided what the site is (the boot gate
// then lets it take input). The runtime drops it — empties `#root` and renders there itself — when
// it pictures something else than what this player will see: another path (a static host answers
// every client route with the same index.html; the page's entry drops it at once) or another
// language (boot, once it has settled the language).
export const ROOT_ID = 'root';
/**
 * What the first view draws where the page draws at random: the lowest draw. A build gives the same
 * bytes for the same input, and the page that hydrates the view draws the same until it is live,
 * then its own — never lower, so the jackpot's counter (spec 001 §9) only ever grows on screen.
 */
export const FIRST_VIEW_DRAW = () => 0;
const FIRST_VIEW_CSS_ID = 'first-view-css';
/** The site skin the first view was rendered from (src/lib/skin/read-inlined-skin.ts). */
export const FIRST_VIEW_SITE_ID = 'first-view-site';
/** On `#root`: the route its first view pictures. */
export const FIRST_VIEW_PATH_ATTRIBUTE = 'data-first-view';

function rootOf(doc: Document): HTMLElement | null {
  return doc.getElementById(ROOT_ID);
}

export function hasFirstView(doc: Document): boolean {
  return rootOf(doc)?.hasAttribute(FIRST_VIEW_PATH_ATTRIBUTE) ?? false;
}

export function removeFirstView(doc: Document): void {
  const root = rootOf(doc);
  if (root?.hasAttribute(FIRST_VIEW_PATH_ATTRIBUTE)) {
    root.replaceChildren();
    root.removeAttribute(FIRST_VIEW_PATH_ATTRIBUTE);
    root.removeAttribute('inert');
  }
  doc.getElementById(FIRST_VIEW_CSS_ID)?.remove();
  doc.getElementById(FIRST_VIEW_SITE_ID)?.remove();
}

/**
 * The first view is the live page from now on: it takes input. The boot gate calls this in the
 * commit that first shows boot's decision.
 */
export function releaseFirstView(doc: Document): void {
  const root = rootOf(doc);
  root?.removeAttribute(FIRST_VIEW_PATH_ATTRIBUTE);
  root?.removeAttribute('inert');
}

/**
 * Drops the first view when it pictures another path: the page's entry does this as it runs, before
 * the runtime is even fetched, so a visit to a route the build did not picture does not keep
 * showing the home.
 */
export function dropFirstViewOfAnotherPath(doc: Document, pathname: string): void {
  const path = rootOf(doc)?.getAttribute(FIRST_VIEW_PATH_ATTRIBUTE);
  if (path != null && path.toLowerCase() !== pathname.toLowerCase()) removeFirstView(doc);
}

/** Drops the first view unless it pictures this path in the language the page will render in. */
export function dropStaleFirstView(
  doc: Document,
  { pathname, language }: { pathname: string; language: string },
): void {
  dropFirstViewOfAnotherPath(doc, pathname);
  if (hasFirstView(doc) && doc.documentElement.lang !== language) removeFirstView(doc);
}
