// The build (and `skinforge dev`) inlines the resolved skin into index.html as
// `<script id="skin-data" type="application/json">`, so the app knows its brand before any request.
// It was validated at build time; here it is only parsed.
import type { ResolvedSkin } from '../../../engine';

export const SKIN_DATA_ELEMENT_ID = 'skin-data';

export function readInlinedSkin(doc: Document): ResolvedSkin {
  const element = doc.getElementById(SKIN_DATA_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error(
      `index.html has no <script id="${SKIN_DATA_ELEMENT_ID}"> with the skin: serve a page built by \`skinforge build\` or \`skinforge dev\`.`,
    );
  }
  return JSON.parse(element.textContent) as ResolvedSkin;
}
