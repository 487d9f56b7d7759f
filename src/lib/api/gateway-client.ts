// The site's client of the gateway, made from the skin (`skin.api`): engine/api's client with the
// skin's origin, path overrides, timeout (spec 000 §8: every call has one) and merchant code, the
// session token and the current language read at each call, and two reactions the whole site
// shares: a dead token ends the session (401 TOKEN_INVALID), and a maintenance or region answer
// sends the site to check its status again (spec 000 §4 system status).
import { createApiClient, isApiError, type ApiClient, type ResolvedSkin } from '../../../engine';

export interface GatewayClientOptions {
  skin: Pick<ResolvedSkin, 'api' | 'merchantCode'>;
  getToken: () => string | null;
  getLanguage: () => string;
  /**
   * The gateway refused the token the call carried (it expired, was revoked, or the player was
   * kicked).
   */
  onTokenInvalid?: (token: string) => void;
  /** A call was refused because the site is in maintenance or the region is blocked. */
  onOutage?: () => void;
  fetch?: typeof globalThis.fetch;
}

const OUTAGE_CODES = new Set(['MAINTENANCE', 'REGION_RESTRICTED']);

export function createGatewayClient({
  skin,
  getToken,
  getLanguage,
  onTokenInvalid,
  onOutage,
  fetch,
}: GatewayClientOptions): ApiClient {
  const client = createApiClient({
    baseUrl: skin.api.baseUrl,
    paths: skin.api.paths,
    timeoutMs: skin.api.timeoutMs,
    merchantCode: skin.merchantCode,
    getToken,
    getLanguage,
    fetch,
  });
  return {
    async call(name, payload, options) {
      const token = getToken();
      try {
        return await client.call(name, payload, options);
      } catch (error) {
        if (isApiError(error)) {
          if (error.code === 'TOKEN_INVALID' && token) onTokenInvalid?.(token);
          if (OUTAGE_CODES.has(error.code)) onOutage?.();
        }
        throw error;
      }
    },
    resetPublicKey: () => client.resetPublicKey(),
  };
}
