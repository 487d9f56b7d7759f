// How the merchant proves a phone (spec 000 §3, §4, §9): the gateway's own SMS codes, or a
// firebase phone sign-in whose id token the site brings instead of the code. The SMS login, the
// registration by phone and the password by phone call provePhone and spend its proof in the
// transaction that uses it, so a code or a token serves once.
import { e164Phone, type PhoneSignInValue } from '../../engine';
import type { ActionContext } from '../context/action-context';
import { fail } from '../core/gateway-error';
import type { Merchant } from '../core/merchants';
import type { Queryable } from '../db/database';
import {
  checkSmsCode,
  consumeSmsCode,
  phoneKey,
  type PhoneNumber,
  type SmsPurpose,
} from '../rules/sms-codes';
import { sha256 } from '../rules/tokens';
import { checkIdToken } from './id-token';
import { STAND_IN_PATH } from './phone-stand-in';
import { tokenKeys } from './token-keys';

export const IDENTITY_TOOLKIT_URL = 'https://identitytoolkit.googleapis.com';

/** The phoneSignIn action's value. */
export function describePhoneSignIn(merchant: Merchant, origin: string): PhoneSignInValue {
  const settings = merchant.settings.phoneSignIn;
  if (!settings) return { provider: 'gateway' };
  return {
    provider: 'firebase',
    apiKey: settings.apiKey,
    identityToolkitUrl: settings.standIn
      ? `${origin}/lgw${STAND_IN_PATH}`
      : (settings.identityToolkitUrl ?? IDENTITY_TOOLKIT_URL),
  };
}

/** A phone proved; spending it in the request's transaction makes it serve once. */
export interface PhoneProof {
  spend(tx: Queryable): Promise<void>;
}

export interface PhoneClaim {
  phone: PhoneNumber;
  purpose: SmsPurpose;
  /** The SMS code typed (the gateway's path). */
  code: string;
  /** The firebase id token (the firebase path). */
  firebaseIdToken?: string;
}

function refuseToken(phone: string, problem: string): never {
  fail('SMS_CODE_INVALID', {
    texts: {
      en: `The phone sign-in of ${phone} was not accepted: expected a firebase id token of that phone, unused and valid now, but ${problem}.`,
      pt: `O login por telefone de ${phone} não foi aceito: esperava-se um token de id do firebase desse telefone, não usado e válido agora, mas ${problem}.`,
    },
  });
}

async function proveByFirebase(
  context: ActionContext<unknown>,
  claim: PhoneClaim,
): Promise<PhoneProof> {
  const { merchant, now } = context;
  const settings = merchant.settings.phoneSignIn!;
  const phone = e164Phone(claim.phone.countryDialingCode, claim.phone.mobileNum);
  const token = claim.firebaseIdToken;
  if (!token) refuseToken(phone, 'none came (firebaseIdToken)');
  const check = await checkIdToken(token, settings.projectId, tokenKeys(settings), now);
  if (!check.ok) refuseToken(phone, check.problem);
  if (check.claims.phone_number !== phone) {
    refuseToken(phone, `it is of ${check.claims.phone_number ?? 'no phone'}`);
  }
  return {
    spend: async (tx) => {
      const spent = await tx.query(
        'INSERT INTO firebase_spent_tokens (token_hash, merchant_code, spent_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING token_hash',
        [sha256(token), merchant.code, now],
      );
      if (spent.length === 0) refuseToken(phone, 'it was used already');
    },
  };
}

/** Checks the phone's proof (code or id token, by the merchant's phoneSignIn); throws if it fails. */
export async function provePhone(
  context: ActionContext<unknown>,
  claim: PhoneClaim,
): Promise<PhoneProof> {
  if (context.merchant.settings.phoneSignIn) return proveByFirebase(context, claim);
  const { merchant, now, db } = context;
  const codeId = await checkSmsCode(db, {
    merchantCode: merchant.code,
    phone: phoneKey(claim.phone),
    purpose: claim.purpose,
    code: claim.code,
    now,
  });
  return { spend: (tx) => consumeSmsCode(tx, codeId, now) };
}
