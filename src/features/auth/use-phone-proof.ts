// What proves the player's phone in the SMS login, the registration by phone and the password by
// phone (spec 000 §3, §4, §9), by the merchant's phoneSignIn: the gateway's own SMS code, sent with
// the human verification's fields; or a firebase phone sign-in, whose send counts 1 minute and whose
// code is confirmed with firebase before the request, which then carries the id token. Its errors
// read as the spec's phone errors (spec 000 §8) in the player's language.
import { useCallback, useRef, useState } from 'react';
import { e164Phone, phoneErrorKey, type SmsPurpose } from '../../../engine';
import { useApiErrorMessage, useGatewayQuery, useSmsSender, type SmsSender } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import {
  FirebasePhoneError,
  sendVerificationCode,
  signInWithPhoneNumber,
  type FirebasePhoneSetting,
} from './firebase-phone-client';

export interface PhoneProof {
  sms: SmsSender;
  /** The request's proof of the phone for the code typed: none on the gateway's path. */
  prove(code: string): Promise<PhoneProofFields>;
  /** A failure's sentence for the player: a firebase refusal in the spec's words. */
  errorText(failure: unknown): string;
  /** prove, with a refusal said through `onError` (then null); `proving` while it runs. */
  proveOr(code: string, onError: (text: string) => void): Promise<PhoneProofFields | null>;
  proving: boolean;
}

export type PhoneProofFields = { firebaseIdToken?: string };

export function usePhoneProof(
  purpose: SmsPurpose,
  verify?: () => Promise<Record<string, string> | undefined>,
): PhoneProof {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const setting = useGatewayQuery('phoneSignIn', undefined, { staleTime: Infinity });
  const firebase =
    setting.data?.provider === 'firebase' ? (setting.data as FirebasePhoneSetting) : null;
  const sessionInfo = useRef<string | null>(null);
  const deliver = useCallback(
    async (mobileNum: string, countryDialingCode: string) => {
      sessionInfo.current = await sendVerificationCode(
        firebase!,
        e164Phone(countryDialingCode, mobileNum),
      );
      return { firebase: true };
    },
    [firebase],
  );
  const sms = useSmsSender(purpose, firebase ? { deliver } : { verify });
  const prove = useCallback(
    async (code: string) => {
      if (!firebase) return {};
      if (!sessionInfo.current) {
        throw new FirebasePhoneError('auth/missing-verification-code', 'no code was sent yet');
      }
      return { firebaseIdToken: await signInWithPhoneNumber(firebase, sessionInfo.current, code) };
    },
    [firebase],
  );
  const errorText = useCallback(
    (failure: unknown) => {
      const key = failure instanceof FirebasePhoneError ? phoneErrorKey(failure) : null;
      return key ? t(key) : errorMessage(failure);
    },
    [errorMessage, t],
  );
  const [proving, setProving] = useState(false);
  const proveOr = useCallback(
    async (code: string, onError: (text: string) => void) => {
      setProving(true);
      try {
        return await prove(code);
      } catch (failure) {
        onError(errorText(failure));
        return null;
      } finally {
        setProving(false);
      }
    },
    [errorText, prove],
  );
  // Until the merchant's way is known the send button waits, so no code goes the wrong way.
  const sender = setting.isPending ? { ...sms, pending: true } : sms;
  return { sms: sender, prove, errorText, proveOr, proving };
}
