// Sending an SMS code and the send button's countdown (spec 000 §4 "SMS send", §8, §9): the button
// waits expiredMinutes × 60 s after a send (1 minute for firebase), follows the gateway's
// Retry-After (the 5-minute lockout), ignores presses less than 1 s apart, and a failed send opens
// a dialog with the message and a warning icon over the form, which keeps what was typed. The
// login and registration sends carry the human verification's fields (spec 000 §7), which the
// form's `verify` gives. Another way to send the code (a firebase phone sign-in, spec 000 §3) is
// the form's `deliver`, which says how long the button waits.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isApiError,
  LOGIN_SMS_THROTTLE_MS,
  phoneErrorKey,
  pressAllowed,
  smsCodeRequest,
  smsCountdownEndsAt,
  smsSecondsLeft,
  type CodedError,
  type SmsCountdownInput,
  type SmsPurpose,
} from '../../../engine';
import { useTranslation } from '../i18n/use-translation';
import { useApiErrorMessage, useGatewayClient } from '.';

export interface SmsSender {
  send(mobileNum: string, countryDialingCode: string): Promise<void>;
  /** Seconds until the button may send again; 0 when it may. */
  secondsLeft: number;
  pending: boolean;
  /** The lifetime of the last code sent, for the "code sent" line; null before a send. */
  sentMinutes: number | null;
  /** The failed send's message, for the warning dialog; null when none is shown. */
  failure: string | null;
  dismissFailure(): void;
}

export interface SmsSenderOptions {
  /** The human verification's fields for the send (spec 000 §7), or undefined for none. */
  verify?: () => Promise<Record<string, string> | undefined>;
  /** Sends the code another way than the gateway's SMS; the countdown to wait after it. */
  deliver?: (mobileNum: string, countryDialingCode: string) => Promise<SmsCountdownInput>;
  now?: () => number;
}

/** A refusal with a code the phone-error list may know: the gateway's, or firebase's `auth/…`. */
const codedError = (error: unknown): CodedError | null =>
  isApiError(error) || typeof (error as CodedError | null)?.code === 'string'
    ? (error as CodedError)
    : null;

export function useSmsSender(
  purpose: SmsPurpose,
  { verify, deliver, now = Date.now }: SmsSenderOptions = {},
): SmsSender {
  const { t } = useTranslation();
  const client = useGatewayClient();
  const errorMessage = useApiErrorMessage();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [pending, setPending] = useState(false);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const lastPress = useRef<number | null>(null);

  // One tick a second while counting; the seconds come from the clock, not from counting ticks.
  useEffect(() => {
    if (endsAt === null) return undefined;
    const tick = () => {
      const left = smsSecondsLeft(endsAt, now());
      setSecondsLeft(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt, now]);

  const send = useCallback(
    async (mobileNum: string, countryDialingCode: string) => {
      const pressedAt = now();
      if (
        pending ||
        secondsLeft > 0 ||
        !pressAllowed(lastPress.current, pressedAt, LOGIN_SMS_THROTTLE_MS)
      ) {
        return;
      }
      lastPress.current = pressedAt;
      setPending(true);
      const sendByGateway = async (): Promise<SmsCountdownInput> => {
        const request = smsCodeRequest(purpose, mobileNum, countryDialingCode);
        const verification = await verify?.();
        const payload = verification ? { ...request.payload, verification } : request.payload;
        return client.call(request.action, payload as never);
      };
      try {
        const countdown = deliver
          ? await deliver(mobileNum, countryDialingCode)
          : await sendByGateway();
        setSentMinutes(countdown.expiredMinutes ?? null);
        setEndsAt(smsCountdownEndsAt(countdown, now()));
      } catch (error) {
        if (isApiError(error) && error.retryAfterSeconds) {
          setEndsAt(smsCountdownEndsAt({ retryAfterSeconds: error.retryAfterSeconds }, now()));
        }
        const coded = codedError(error);
        const key = coded ? phoneErrorKey(coded) : null;
        setFailure(key ? t(key) : errorMessage(error));
      } finally {
        setPending(false);
      }
    },
    [client, deliver, errorMessage, now, pending, purpose, secondsLeft, t, verify],
  );

  return {
    send,
    secondsLeft,
    pending,
    sentMinutes,
    failure,
    dismissFailure: useCallback(() => setFailure(null), []),
  };
}
