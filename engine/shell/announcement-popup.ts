// The announcement popup (spec 000 §4, §9): it shows once per session unless closed, and the closed
// flag is kept per user versus anonymous under the session keys USER_POPUP and ANONYMOUS_POPUP.
// Logged-in players get execution A, plus F on their first login; visitors get B. (Fetching again
// on login and on a language change is the gateway hooks' job: both refetch every gateway read.)
import type { AnnouncementExecution } from '../model/skin-types';
import type { KeyValueStorage } from './key-value-storage';

export const POPUP_SESSION_KEYS = { user: 'USER_POPUP', anonymous: 'ANONYMOUS_POPUP' } as const;

/**
 * Who is looking: a visitor, or a member by account. `firstLogin` is what the login answer said;
 * after a reload the page no longer knows it (undefined), and the gateway — which sends F only in
 * the session of an account's first login — decides alone.
 */
export type AnnouncementAudience =
  { loggedIn: false } | { loggedIn: true; account: string; firstLogin?: boolean };

export function announcementExecutions(audience: AnnouncementAudience): AnnouncementExecution[] {
  if (!audience.loggedIn) return ['B'];
  return audience.firstLogin === false ? ['A'] : ['A', 'F'];
}

/** The items this audience may see. The gateway filters already; this keeps a cached answer for the
 * other audience (the instant after login or logout, before the refetch lands) from showing. */
export function announcementsFor<T extends { execution: string }>(
  items: readonly T[] | undefined,
  audience: AnnouncementAudience,
): T[] {
  const executions: readonly string[] = announcementExecutions(audience);
  return (items ?? []).filter((item) => executions.includes(item.execution));
}

/**
 * Whoever closed the user popup is remembered, so another account signing in on the tab sees
 * theirs.
 */
function closedValue(audience: AnnouncementAudience): string {
  return audience.loggedIn ? audience.account : '1';
}

function closedKey(audience: AnnouncementAudience): string {
  return audience.loggedIn ? POPUP_SESSION_KEYS.user : POPUP_SESSION_KEYS.anonymous;
}

export function isPopupClosed(storage: KeyValueStorage, audience: AnnouncementAudience): boolean {
  return storage.getItem(closedKey(audience)) === closedValue(audience);
}

export function markPopupClosed(storage: KeyValueStorage, audience: AnnouncementAudience): void {
  storage.setItem(closedKey(audience), closedValue(audience));
}

/** Show the popup when this audience has popup items and has not closed the popup this session. */
export function shouldShowPopup<T extends { execution: string }>(
  storage: KeyValueStorage,
  audience: AnnouncementAudience,
  popupItems: readonly T[] | undefined,
): boolean {
  return announcementsFor(popupItems, audience).length > 0 && !isPopupClosed(storage, audience);
}
