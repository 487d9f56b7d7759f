// Human verification before a password login and an SMS send (spec 000 §3, §4, §7), as a pluggable
// step: the merchant's setting picks a provider (core/merchants.ts humanVerification), each of which
// says what the site needs to run the step (the humanVerification action's value) and checks the
// `verification` fields a request brings. A merchant without the setting has no step. An SMS login
// skips it (spec 000 §4 "human verification (skipped for sms)"): its code's send already had it.
import type { HumanVerificationValue } from '../../engine';
import { fail } from '../core/gateway-error';
import type { HumanVerificationSettings, Merchant } from '../core/merchants';
import type { Queryable } from '../db/database';
import { checkWork, DEFAULT_DIFFICULTY, issueWorkChallenge } from './proof-of-work';
import { siteverify, type WidgetProvider } from './siteverify';

/** A request's `verification` fields (common.schema.json verification). */
export type VerificationFields = Readonly<Record<string, string>> | undefined;

export interface VerificationCheck {
  db: Queryable;
  merchantCode: string;
  fields: VerificationFields;
  ip: string;
  now: Date;
}

export interface HumanVerificationProvider {
  /** What the site needs to run the step, with a fresh challenge where the provider has one. */
  describe(db: Queryable, merchantCode: string, now: Date): Promise<HumanVerificationValue>;
  /** Whether the request's fields prove a person is there. */
  verify(check: VerificationCheck): Promise<boolean>;
}

const proofOfWork = (settings: HumanVerificationSettings): HumanVerificationProvider => ({
  describe: async (db, merchantCode, now) => ({
    provider: 'proofOfWork',
    challenge: await issueWorkChallenge(
      db,
      merchantCode,
      settings.difficulty ?? DEFAULT_DIFFICULTY,
      now,
    ),
  }),
  verify: ({ db, merchantCode, fields, now }) =>
    checkWork(db, merchantCode, fields?.challengeId, fields?.nonce, now),
});

const widget =
  (provider: WidgetProvider) =>
  (settings: HumanVerificationSettings): HumanVerificationProvider => ({
    describe: async () => ({ provider, siteKey: settings.siteKey ?? '' }),
    verify: async ({ fields, ip }) => {
      if (!fields?.token || !settings.secret) return false;
      const answer = await siteverify({
        provider,
        secret: settings.secret,
        token: fields.token,
        ip,
        siteKey: settings.siteKey,
        verifyUrl: settings.verifyUrl,
      });
      return answer.success;
    },
  });

const PROVIDERS: Readonly<
  Record<
    HumanVerificationSettings['provider'],
    (settings: HumanVerificationSettings) => HumanVerificationProvider
  >
> = {
  proofOfWork,
  turnstile: widget('turnstile'),
  hcaptcha: widget('hcaptcha'),
};

/** The merchant's provider, or null when it has no human-verification step. */
export function verificationProvider(merchant: Merchant): HumanVerificationProvider | null {
  const settings = merchant.settings.humanVerification;
  return settings ? PROVIDERS[settings.provider](settings) : null;
}

/** The humanVerification action's value: the step the site runs before the request. */
export function describeVerification(
  db: Queryable,
  merchant: Merchant,
  now: Date,
): Promise<HumanVerificationValue> {
  const provider = verificationProvider(merchant);
  return provider
    ? provider.describe(db, merchant.code, now)
    : Promise.resolve({ provider: 'none' });
}

/**
 * Refuses the request with 'Please complete verification first' (spec 000 §8) unless its fields
 * pass the merchant's provider, if it has one.
 */
export async function requireHuman(
  merchant: Merchant,
  check: Omit<VerificationCheck, 'merchantCode'>,
): Promise<void> {
  const provider = verificationProvider(merchant);
  if (!provider) return;
  const expected = merchant.settings.humanVerification!.provider;
  const sent = check.fields?.provider;
  if (sent !== expected || !(await provider.verify({ ...check, merchantCode: merchant.code }))) {
    fail('HUMAN_VERIFICATION_REQUIRED', { value: { provider: expected } });
  }
}
