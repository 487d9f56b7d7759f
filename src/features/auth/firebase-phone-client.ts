// Firebase phone sign-in as firebase's web SDK speaks it to identitytoolkit (spec 000 §3, §4, §9):
// sendVerificationCode sends the code and answers a sessionInfo; signInWithPhoneNumber trades the
// sessionInfo and the code the player typed for an id token, which the gateway checks in place of
// its own SMS code. A refusal becomes the SDK's `auth/…` code (engine firebaseAuthCode), which the
// spec's phone-error list maps to its words (engine phoneErrorKey).
import { firebaseAuthCode, type ActionValue, type CodedError } from '../../../engine';

export type FirebasePhoneSetting = ActionValue<'phoneSignIn'> & { provider: 'firebase' };

/** A firebase refusal, with the SDK's code. */
export class FirebasePhoneError extends Error implements CodedError {
  override readonly name = 'FirebasePhoneError';
  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(`firebase phone sign-in: ${code} (${detail})`);
  }
}

async function call<T>(
  setting: FirebasePhoneSetting,
  method: string,
  body: Record<string, string>,
): Promise<T> {
  const url = `${setting.identityToolkitUrl}/v1/accounts:${method}?key=${encodeURIComponent(setting.apiKey ?? '')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new FirebasePhoneError('auth/network-request-failed', `${method}: ${String(error)}`);
  }
  const answer = (await response.json().catch(() => ({}))) as T & {
    error?: { message?: string };
  };
  if (!response.ok || answer.error) {
    const message = answer.error?.message ?? `HTTP ${response.status}`;
    throw new FirebasePhoneError(firebaseAuthCode(message), `${method}: ${message}`);
  }
  return answer;
}

/** Sends the code to the phone (E.164); the sessionInfo the code is confirmed with. */
export async function sendVerificationCode(
  setting: FirebasePhoneSetting,
  phoneNumber: string,
): Promise<string> {
  const { sessionInfo } = await call<{ sessionInfo: string }>(setting, 'sendVerificationCode', {
    phoneNumber,
  });
  return sessionInfo;
}

/** Confirms the code the player typed; the id token of the phone. */
export async function signInWithPhoneNumber(
  setting: FirebasePhoneSetting,
  sessionInfo: string,
  code: string,
): Promise<string> {
  const { idToken } = await call<{ idToken: string }>(setting, 'signInWithPhoneNumber', {
    sessionInfo,
    code,
  });
  return idToken;
}
