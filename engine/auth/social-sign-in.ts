// Social sign-in (spec 000 §1, §2, §8) as a popup authorization-code flow against the skin's
// `login.social[].authorizeUrl` (the dev gateway's test provider in development): the popup goes to
// the provider with a state, comes back to our origin with `code` (or `error`), and the code goes
// to socialLogin. The opener reads the popup's address once it is ours again; a popup closed before
// that is "popup closed by the user" (phoneError.popupClosed), a blocked one 'Popup blocked…'.
import type { SocialLoginPayload } from '../api';
import type { SocialSignIn } from '../model/skin-types';

export interface AuthorizeRequest {
  entry: SocialSignIn;
  /** Where the provider sends the player back: our own origin. */
  redirectUri: string;
  /** An unguessable value bound to this attempt. */
  state: string;
  /** Resolves a same-origin authorizeUrl (`/__dev/oauth/google/authorize`). */
  origin: string;
}

export function socialAuthorizeUrl(request: AuthorizeRequest): string {
  const url = new URL(request.entry.authorizeUrl, request.origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', request.entry.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('state', request.state);
  url.searchParams.set(
    'scope',
    request.entry.provider === 'google' ? 'openid email profile' : 'email public_profile',
  );
  return url.toString();
}

export type SocialCallback =
  | { kind: 'pending' }
  | { kind: 'code'; code: string }
  | { kind: 'denied' }
  /** The answer is for another attempt (or forged): ignored as a failure. */
  | { kind: 'stateMismatch' };

/** Reads the popup's address once it is back on our origin. */
export function readSocialCallback(href: string, expectedState: string): SocialCallback {
  const query = new URL(href).searchParams;
  const code = query.get('code');
  const error = query.get('error');
  if (code === null && error === null) return { kind: 'pending' };
  if (query.get('state') !== expectedState) return { kind: 'stateMismatch' };
  return code ? { kind: 'code', code } : { kind: 'denied' };
}

export function socialLoginPayload(
  provider: SocialSignIn['provider'],
  code: string,
  redirectUri: string,
): SocialLoginPayload {
  return { provider, code, redirectUri };
}
