// The first view the build put in index.html (cli/build/first-view.ts): a picture of the page at
// one path, in the skin's default language, shown while the runtime boots. The runtime takes it
// away in two places: at once when it pictures something else than what this player will see
// (another path — a static host answers every client route with the same index.html — or another
// language), and otherwise in the same frame as the live page first paints (the boot gate), so the
// swap moves nothing on the screen.
const FIRST_VIEW_ID = 'first-view';
const FIRST_VIEW_CSS_ID = 'first-view-css';

export function hasFirstView(doc: Document): boolean {
  return doc.getElementById(FIRST_VIEW_ID) !== null;
}

export function removeFirstView(doc: Document): void {
  doc.getElementById(FIRST_VIEW_ID)?.remove();
  doc.getElementById(FIRST_VIEW_CSS_ID)?.remove();
}

/**
 * Drops the first view when it pictures another path: the page's entry does this as it runs, before
 * the runtime is even fetched, so a visit to a route the build did not picture does not keep
 * showing the home.
 */
export function dropFirstViewOfAnotherPath(doc: Document, pathname: string): void {
  const view = doc.getElementById(FIRST_VIEW_ID);
  if (view && view.dataset.path?.toLowerCase() !== pathname.toLowerCase()) removeFirstView(doc);
}

/** Drops the first view unless it pictures this path in the language the page will render in. */
export function dropStaleFirstView(
  doc: Document,
  { pathname, language }: { pathname: string; language: string },
): void {
  dropFirstViewOfAnotherPath(doc, pathname);
  if (hasFirstView(doc) && doc.documentElement.lang !== language) removeFirstView(doc);
}
