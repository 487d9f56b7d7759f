// What boot decided, for every component below <BootGate> (the site skin itself — the skin with
// the merge's decisions folded in — is useSkin(), src/lib/skin/skin-context.tsx):
//   useFeature('smsLogin')    whether a feature is on (the skin wants it AND its module is enabled),
//                             short for useSkin().features.smsLogin.on
//   useFeatureCheck()         the same as one function, `isOn(featureId)`, for the engine's menus
//   usePermission()           the permission answer (customer service, location, CDNs…), if it came
//   useCustomerServiceUrl()   where the customer-service button leads ('' for nowhere):
//                             ./use-customer-service-url.ts, with the buttons that use it
//   useImageUrl()             resolves a picture the gateway sent as a path on its image CDN
import { createContext, useCallback, useContext } from 'react';
import { resolveImageUrl, type ActionValue, type ApiError, type FeatureId } from '../../../engine';
import { useSkin } from '../../lib/skin/skin-context';

export type Permission = ActionValue<'permission'>;

export interface BootState {
  permission: Permission | undefined;
  /** Why the permission call failed; the site then runs on the skin's own choices. */
  permissionError: ApiError | null;
  retryPermission(): void;
  retrying: boolean;
}

export const BootContext = createContext<BootState | null>(null);

/**
 * Boot before the gateway has answered anything: what the build's first view is rendered with, and
 * so what the runtime's first render gives the page it hydrates (./boot-gate.tsx).
 */
export const FIRST_VIEW_BOOT: BootState = {
  permission: undefined,
  permissionError: null,
  retryPermission: () => undefined,
  retrying: false,
};

export function useBoot(): BootState {
  const state = useContext(BootContext);
  if (!state) {
    throw new Error('Boot hooks need <BootGate> above them (src/app/app.tsx sets it up).');
  }
  return state;
}

export function useFeature(featureId: FeatureId): boolean {
  return useSkin().features[featureId].on;
}

/** Whether each feature is on, as the one function the engine's page and menu rules take (`isOn`). */
export function useFeatureCheck(): (featureId: FeatureId) => boolean {
  const { features } = useSkin();
  return useCallback((featureId: FeatureId) => features[featureId].on, [features]);
}

export function usePermission(): Permission | undefined {
  return useBoot().permission;
}

/**
 * `(url) => url` on the permission's image CDN (spec 001 §3 imageCDNs; engine resolveImageUrl).
 * Outside a boot gate (a component test) there is no CDN and a path stays as it came.
 */
export function useImageUrl(): (url: string) => string {
  const cdns = useContext(BootContext)?.permission?.info?.imageCDNs;
  return useCallback((url: string) => resolveImageUrl(url, cdns), [cdns]);
}
