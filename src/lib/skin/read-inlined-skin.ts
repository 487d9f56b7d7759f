// The build (and `skinforge dev`) inlines the resolved skin into index.html as
// `<script id="skin-data" type="application/json">`, so the app knows its brand before any request.
// It was validated at build time; here it is only parsed. A page with a first view also carries the
// site skin that view was rendered from (engine siteSkin before any gateway answer), which the
// runtime hydrates it with.
import type { ResolvedSkin, SiteSkin } from '../../../engine';
import { FIRST_VIEW_SITE_ID, hasFirstView } from '../browser/first-view';

export const SKIN_DATA_ELEMENT_ID = 'skin-data';

function readJsonBlock<T>(doc: Document, id: string, what: string): T {
  const element = doc.getElementById(id);
  if (!element?.textContent) {
    throw new Error(
      `index.html has no <script id="${id}"> with ${what}: serve a page built by \`skinforge build\` or \`skinforge dev\`.`,
    );
  }
  return JSON.parse(element.textContent) as T;
}

export function readInlinedSkin(doc: Document): ResolvedSkin {
  return readJsonBlock(doc, SKIN_DATA_ELEMENT_ID, 'the skin');
}

/** The site skin the page's first view was rendered from; null when the page has none. */
export function readFirstViewSite(doc: Document): SiteSkin | null {
  return hasFirstView(doc)
    ? readJsonBlock(doc, FIRST_VIEW_SITE_ID, 'the site skin its first view was rendered from')
    : null;
}
