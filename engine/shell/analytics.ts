// The analytics script (spec 001 §3 permission "analytics gtagId"). Where the spec is silent the
// rules are (gateway/README.md "Main domain, mirrors, image CDN and analytics"): the script loads
// only when the skin names an id AND the permission names one (the brand wants it, the operator's
// gateway vouches for it), the skin turns the consent banner on, and the player accepted it; the
// gateway's id is the one loaded (the operator may change property without a new build), and the
// skin's id gets its own `config` so the brand's property counts the same visits. No consent asked
// for, or "decline": nothing loads. The player's choice is remembered in local storage, a decline
// as well as an accept, so the banner does not ask again.
import type { KeyValueStorage } from './key-value-storage';

export const ANALYTICS_CONSENT_KEY = 'analyticsConsent';

/**
 * The Trusted Types policy that vouches for the analytics script's address; the build's CSP names it
 * beside the HTML policy only when the skin has analytics (cli/build/security-headers.ts).
 */
export const ANALYTICS_POLICY_NAME = 'skinforge-analytics';

/** Whether the skin wants analytics at all: the build lets the script's origin in only then. */
export function skinHasAnalytics(skin: AnalyticsSkin): boolean {
  return skin.gtagId.trim() !== '' && skin.consentBanner && skin.scriptUrl !== '';
}

export type AnalyticsConsent = 'accepted' | 'declined';

export interface AnalyticsSkin {
  gtagId: string;
  scriptUrl: string;
  consentBanner: boolean;
}

/** off: nothing to ask or load; ask: show the banner; load: add the script; declined: nothing. */
export type AnalyticsStep =
  | { kind: 'off' }
  | { kind: 'ask' }
  | { kind: 'declined' }
  | { kind: 'load'; scriptUrl: string; ids: string[] };

export function readAnalyticsConsent(storage: KeyValueStorage): AnalyticsConsent | null {
  const value = storage.getItem(ANALYTICS_CONSENT_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function writeAnalyticsConsent(storage: KeyValueStorage, consent: AnalyticsConsent): void {
  storage.setItem(ANALYTICS_CONSENT_KEY, consent);
}

/** The script's address with the id in its query (`…/gtag/js?id=G-XXXX`). */
export function analyticsScriptUrl(scriptUrl: string, id: string): string {
  const separator = scriptUrl.includes('?') ? '&' : '?';
  return `${scriptUrl}${separator}id=${encodeURIComponent(id)}`;
}

export function analyticsStep(
  skin: AnalyticsSkin,
  permissionId: string | undefined,
  consent: AnalyticsConsent | null,
): AnalyticsStep {
  const gatewayId = permissionId?.trim() ?? '';
  const skinId = skin.gtagId.trim();
  if (!skinHasAnalytics(skin) || !gatewayId) return { kind: 'off' };
  if (consent === null) return { kind: 'ask' };
  if (consent === 'declined') return { kind: 'declined' };
  return {
    kind: 'load',
    scriptUrl: analyticsScriptUrl(skin.scriptUrl, gatewayId),
    ids: [...new Set([gatewayId, skinId])],
  };
}
