// The customer-service window (spec 000 §9: 440 × 750, engine serviceWindowFeatures): a popup
// beside the site, not a tab that replaces it. Opened without a handle back to the site (opener
// cleared) but not with the `noopener` feature, which would make window.open return null and hide a
// blocked popup; a blocked popup answers false so the caller can say 'Popup blocked. Please allow
// popups and try again.' (spec 000 §8).
import { serviceWindowFeatures } from '../../../engine';

export const SERVICE_WINDOW_NAME = 'customer-service';

export function openServiceWindow(
  url: string,
  open: typeof window.open = (...args) => window.open(...args),
): boolean {
  return openServiceWindowHandle(url, open) !== null;
}

/**
 * The same window, handed back: the live chat opens it empty on the click (a popup opened after an
 * await is blocked) and sends it to the chat page once the gateway has launched the chat.
 */
export function openServiceWindowHandle(
  url: string,
  open: typeof window.open = (...args) => window.open(...args),
): Window | null {
  const opened = open(
    url,
    SERVICE_WINDOW_NAME,
    serviceWindowFeatures({ width: window.screen.availWidth, height: window.screen.availHeight }),
  );
  if (!opened) return null;
  try {
    opened.opener = null;
  } catch {
    // Some browsers make opener read-only across origins; the window is open either way.
  }
  return opened;
}
