// Social sign-in in a popup (spec 000 §1, §2, §8): the skin's authorize endpoint in a small window,
// read back once it returns to our origin with a code, which socialLogin turns into a session. A
// popup the browser blocks says 'Popup blocked…'; one the player closes, or a refusal, says the
// spec's "popup closed by the user" (phoneError.popupClosed); no forced change after a social
// login.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  phoneErrorKey,
  readSocialCallback,
  socialAuthorizeUrl,
  socialLoginPayload,
  type SocialSignIn,
} from '../../../engine';
import { useApiErrorMessage, useGatewayClient } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompleteLogin } from './use-complete-login';

const POLL_MS = 300;
const POPUP_FEATURES = 'popup,width=480,height=640';

export interface SocialSignInState {
  start(entry: SocialSignIn): void;
  /** The provider whose window is open or whose code is being exchanged. */
  busy: SocialSignIn['provider'] | null;
  error: string | null;
}

/** The popup's address, or null while it shows the provider's own (cross-origin) page. */
function readableHref(popup: Window): string | null {
  try {
    const href = popup.location.href;
    return href && href !== 'about:blank' ? href : null;
  } catch {
    return null;
  }
}

export function useSocialSignIn(onLoggedIn: () => void): SocialSignInState {
  const { t } = useTranslation();
  const client = useGatewayClient();
  const errorMessage = useApiErrorMessage();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState<SocialSignIn['provider'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  const exchange = useCallback(
    async (entry: SocialSignIn, code: string, redirectUri: string) => {
      try {
        const value = await client.call(
          'socialLogin',
          socialLoginPayload(entry.provider, code, redirectUri),
        );
        const plan = await completeLogin(value, { method: 'social', portal: 'player' });
        if (plan.outcome === 'loggedIn') onLoggedIn();
      } catch (failure) {
        setError(errorMessage(failure));
      } finally {
        setBusy(null);
      }
    },
    [client, completeLogin, errorMessage, onLoggedIn],
  );

  const start = useCallback(
    (entry: SocialSignIn) => {
      if (busy) return;
      setError(null);
      const origin = window.location.origin;
      const redirectUri = `${origin}/`;
      const state = crypto.randomUUID();
      const popup = window.open(
        socialAuthorizeUrl({ entry, redirectUri, state, origin }),
        `skinforge-${entry.provider}`,
        POPUP_FEATURES,
      );
      if (!popup) {
        setError(t('error.popupBlocked'));
        return;
      }
      setBusy(entry.provider);
      stop();
      timer.current = setInterval(() => {
        const href = readableHref(popup);
        const answer = href ? readSocialCallback(href, state) : { kind: 'pending' as const };
        if (answer.kind === 'pending') {
          if (!popup.closed) return;
          stop();
          setBusy(null);
          setError(t(phoneErrorKey({ code: 'POPUP_CLOSED' })!));
          return;
        }
        stop();
        popup.close();
        if (answer.kind === 'code') {
          void exchange(entry, answer.code, redirectUri);
        } else {
          setBusy(null);
          setError(t(answer.kind === 'denied' ? 'phoneError.popupClosed' : 'error.unknown'));
        }
      }, POLL_MS);
    },
    [busy, exchange, t],
  );

  return { start, busy, error };
}
