// The captcha image (spec 000 §4, §7): fetched when the form shows it (the gateway flagged a failed
// login, or the registration form asks for one), refreshed by the player at most once a second, and
// renewed after every failed attempt (each answer is good once).
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_REFRESH_INTERVAL_MS, pressAllowed, type ActionValue } from '../../../engine';
import { useGatewayClient } from '../../lib/api';

export type CaptchaImage = ActionValue<'captcha'>;

export interface Captcha {
  image: CaptchaImage | null;
  /** A press of the refresh button: ignored when the last refresh was less than 1 s ago. */
  refresh(): void;
  /** After a failed attempt: a new captcha whatever the throttle says. */
  renew(): void;
  failed: boolean;
}

export function useCaptcha(shown: boolean, now: () => number = Date.now): Captcha {
  const client = useGatewayClient();
  const [image, setImage] = useState<CaptchaImage | null>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef<number | null>(null);
  const latest = useRef(0);

  const load = useCallback(() => {
    last.current = now();
    const request = ++latest.current;
    client.call('captcha').then(
      (value) => {
        if (request !== latest.current) return;
        setImage(value);
        setFailed(false);
      },
      () => request === latest.current && setFailed(true),
    );
  }, [client, now]);

  useEffect(() => {
    if (shown) load();
  }, [shown, load]);

  const refresh = useCallback(() => {
    if (pressAllowed(last.current, now(), CAPTCHA_REFRESH_INTERVAL_MS)) load();
  }, [load, now]);

  return { image, refresh, renew: load, failed };
}
