// A skin handed to a page that is already open, without a page load: `skinforge studio` previews
// each valid draft this way, over the dev server's HMR socket. The studio's server decides whether
// the page must mount the app anew (anything but the colours and other tokens changed, or a
// dictionary) or only repaint its theme variables, which keeps a colour picker's drag smooth.
import type { ResolvedSkin } from '../model/skin-types';

/** The dev server's custom HMR event that carries it. */
export const LIVE_SKIN_EVENT = 'skinforge:skin';

export interface LiveSkinUpdate {
  skin: ResolvedSkin;
  /** False when only `theme` changed: the page swaps its theme variables and keeps its state. */
  remount: boolean;
}
