// The server-side check of a third-party verification widget's token: a POST of the merchant's
// secret and the token to the provider's siteverify endpoint, whose JSON answer says `success`.
// Cloudflare Turnstile: https://challenges.cloudflare.com/turnstile/v0/siteverify (secret,
// response, remoteip; developers.cloudflare.com/turnstile/get-started/server-side-validation/).
// hCaptcha: https://api.hcaptcha.com/siteverify (secret, response, remoteip, sitekey;
// docs.hcaptcha.com/#verify-the-user-response-server-side). Both take a form-encoded body.
export type WidgetProvider = 'turnstile' | 'hcaptcha';

export const SITEVERIFY_URLS: Readonly<Record<WidgetProvider, string>> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

/** How long the provider may take before the check counts as failed. */
const SITEVERIFY_TIMEOUT_MS = 5000;

export interface SiteverifyRequest {
  provider: WidgetProvider;
  secret: string;
  token: string;
  ip: string;
  siteKey?: string;
  /** Another endpoint than the provider's own (a proxy; a stand-in in tests). */
  verifyUrl?: string;
}

export interface SiteverifyAnswer {
  success: boolean;
  /** The provider's error codes (`invalid-input-response`, `timeout-or-duplicate`…), or ours. */
  errors: string[];
}

/** Asks the provider whether the token is good; an unreachable provider answers no. */
export async function siteverify(request: SiteverifyRequest): Promise<SiteverifyAnswer> {
  const body = new URLSearchParams({
    secret: request.secret,
    response: request.token,
    remoteip: request.ip,
  });
  if (request.provider === 'hcaptcha' && request.siteKey) body.set('sitekey', request.siteKey);
  try {
    const answer = await fetch(request.verifyUrl ?? SITEVERIFY_URLS[request.provider], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    const value = (await answer.json()) as { success?: unknown; 'error-codes'?: unknown };
    return {
      success: answer.ok && value.success === true,
      errors: Array.isArray(value['error-codes']) ? value['error-codes'].map(String) : [],
    };
  } catch (error) {
    return { success: false, errors: [`unreachable: ${(error as Error).message}`] };
  }
}
