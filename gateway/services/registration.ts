// Registration by username and by mobile number (spec 000 §3-§5): the merchant's settings say
// which optional fields it demands, its rules check every value, an invitation code must be an
// agent's (who becomes the upline), a mobile registration proves the phone with an SMS code while
// REGSMSVERIF3 is on, and asks for a password only while MOBREGPASS3 is on. Success logs in.
import { randomBytes } from 'node:crypto';
import {
  isAgent,
  type ApiLoginValue,
  type RegisterByMobilePayload,
  type RegisterPayload,
} from '../../engine';
import type { ActionContext } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { moduleEnabled, type Merchant } from '../core/merchants';
import { isUniqueViolation, type Queryable } from '../db/database';
import { provePhone, type PhoneProof } from '../firebase/phone-sign-in';
import { liveLink } from '../members/agent-links';
import { createMember } from '../members/create-member';
import { downlineType, giveInvitationCode } from '../members/downline-account';
import { startSession } from '../members/login';
import { checkCaptcha } from '../rules/captcha';
import { hashPassword } from '../rules/passwords';
import {
  checkNewPassword,
  checkOptionalFields,
  checkRuleField,
  merchantRequires,
} from '../rules/registration-fields';
import type { PhoneNumber } from '../rules/sms-codes';
import {
  memberByAffiliateCode,
  mobileTaken,
  playerOfMerchant,
  setMemberLink,
} from '../store/registrations';

const OPTIONAL_FIELDS = [
  'email',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'paymentPassword',
] as const;

type RegistrationContext = ActionContext<RegisterPayload | RegisterByMobilePayload>;

/**
 * Hosts the merchant runs on; `*.example` matches its subdomains ('Invalid URL, please contact
 * customer service').
 */
export function domainAllowed(merchant: Merchant, domain: string | undefined): boolean {
  if (!domain) return true;
  const host = domain
    .replace(/^[a-z]+:\/\//i, '')
    .split(/[/:]/)[0]
    .toLowerCase();
  return merchant.settings.domains.some(
    (allowed) =>
      allowed === '*' ||
      allowed === host ||
      (allowed.startsWith('*.') && host.endsWith(allowed.slice(1))),
  );
}

/** Who an invitation code makes the upline, and what the new account becomes. */
export interface Invitation {
  id: number;
  nickname: string;
  type: number;
  /** The agent's invitation link the code belongs to (link management), or null for its own code. */
  linkId: number | null;
  accountType: 'player' | 'agent';
}

/**
 * The agent an invitation code names, its own or one of its links' (members/agent-links.ts), or
 * INVALID_INVITATION (spec 000 §8 'Invalid invitation code').
 */
export async function invitingAgent(
  db: Queryable,
  merchant: Merchant,
  code: string,
): Promise<Invitation> {
  const agent = await memberByAffiliateCode(db, merchant.code, code.trim());
  if (agent && isAgent(agent.type)) return { ...agent, linkId: null, accountType: 'player' };
  const link = await liveLink(db, merchant.code, code);
  if (!link || !isAgent(link.agentType)) {
    fail('INVALID_INVITATION', { value: { field: 'affiliateCode' } });
  }
  return {
    id: link.agentId,
    nickname: link.agentNickname,
    type: link.agentType,
    linkId: link.id,
    accountType: link.accountType,
  };
}

/** The player whose member id a referral code is, or null (an agent's code, or none). */
async function referringPlayer(
  db: Queryable,
  merchant: Merchant,
  code: string | undefined,
): Promise<number | null> {
  if (!code || !/^\d{1,9}$/.test(code.trim())) return null;
  return playerOfMerchant(db, merchant.code, Number(code.trim()));
}

interface CommonChecks {
  fields: Record<string, string>;
  upline: Invitation | null;
}

async function checkCommon(context: RegistrationContext): Promise<CommonChecks> {
  const { payload, merchant, language, now, db } = context;
  if (!domainAllowed(merchant, payload.domain ?? payload.registerUrl)) fail('INVALID_DOMAIN');
  if (
    merchantRequires(merchant, 'captcha') &&
    !(await checkCaptcha(db, merchant.code, payload.captchaKey, payload.captcha, now))
  ) {
    fail('CAPTCHA_INVALID', { value: { captcha: true, field: 'captcha' } });
  }
  // A player's invite link carries the player's member id as its referralCode (gateway README
  // "Referral"): it names the recommender, not an agent upline.
  const referrer = await referringPlayer(db, merchant, payload.referralCode);
  const invitation =
    payload.affiliateCode?.trim() || (referrer ? undefined : payload.referralCode?.trim());
  if (!invitation) {
    checkRuleField(
      merchant,
      language,
      'affiliateCode',
      '',
      merchantRequires(merchant, 'affiliateCode'),
    );
  }
  const upline = invitation ? await invitingAgent(db, merchant, invitation) : null;
  const fields = checkOptionalFields(
    merchant,
    language,
    payload as Record<string, unknown>,
    OPTIONAL_FIELDS,
    new Set(),
  );
  if (referrer && !fields.recommenderId) fields.recommenderId = String(referrer);
  return { fields, upline };
}

/**
 * What proves the phone while REGSMSVERIF3 is on: the SMS code, or on a firebase merchant the id
 * token (firebase/phone-sign-in.ts); spent with the account.
 */
async function provePhoneOf(
  context: RegistrationContext,
  phone: PhoneNumber | undefined,
  required: boolean,
): Promise<PhoneProof | null> {
  if (!required || !phone) return null;
  const { payload, merchant } = context;
  if (!merchant.settings.phoneSignIn) {
    const code = payload.verificationCode?.trim() ?? '';
    checkRuleField(merchant, context.language, 'verificationCode', code, true);
  }
  return provePhone(context, {
    phone,
    purpose: 'register',
    code: payload.verificationCode ?? '',
    firebaseIdToken: payload.firebaseIdToken,
  });
}

async function createAndLogIn(
  context: RegistrationContext,
  account: {
    username: string;
    password: string;
    mobile?: { countryDialingCode: string; mobileNum: string };
  },
  common: CommonChecks,
  phoneProof: PhoneProof | null,
): Promise<ApiLoginValue> {
  const { merchant, now, db } = context;
  const { paymentPassword, email, ...profile } = common.fields;
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(account.password),
    paymentPassword ? hashPassword(paymentPassword) : null,
  ]);
  const dialingCode = account.mobile?.countryDialingCode.replace(/^\+/, '') ?? null;
  if (account.mobile) {
    if (await mobileTaken(db, merchant.code, dialingCode, account.mobile.mobileNum)) {
      fail('MOBILE_TAKEN', { value: { field: 'mobileNum' } });
    }
  }
  try {
    return await context.transaction(async (tx) => {
      await phoneProof?.spend(tx);
      const member = await createMember(tx, {
        merchantCode: merchant.code,
        username: account.username,
        nickname: account.username,
        type: common.upline ? downlineType(common.upline.accountType, common.upline.type) : 0,
        passwordHash,
        paymentPasswordHash,
        email: email ?? null,
        dialingCode,
        mobileNum: account.mobile?.mobileNum ?? null,
        uplineId: common.upline?.id ?? null,
        language: context.language,
        profile,
        now,
      });
      if (common.upline?.linkId) {
        await setMemberLink(tx, member.id, common.upline.linkId);
      }
      if (member.type !== 0) await giveInvitationCode(tx, member.id);
      return startSession(tx, merchant, member, 'registration', now, { ip: context.ip });
    });
  } catch (error) {
    if (isUniqueViolation(error)) fail('USERNAME_TAKEN', { value: { field: 'username' } });
    throw error;
  }
}

export async function registerByUsername(
  context: ActionContext<RegisterPayload>,
): Promise<ApiLoginValue> {
  const { payload, merchant, language } = context;
  const username = payload.username.trim();
  checkRuleField(merchant, language, 'username', username, true);
  checkNewPassword(merchant, language, payload.password, payload.confirmPassword);
  const mobileNum = payload.mobileNum?.trim() ?? '';
  checkRuleField(
    merchant,
    language,
    'mobileNum',
    mobileNum,
    merchantRequires(merchant, 'mobileNum'),
  );
  const mobile = mobileNum
    ? { countryDialingCode: payload.countryDialingCode ?? merchant.settings.dialingCode, mobileNum }
    : undefined;
  const common = await checkCommon(context);
  const smsRequired =
    mobile !== undefined &&
    moduleEnabled(merchant, 'REGSMSVERIF3') &&
    merchantRequires(merchant, 'verificationCode');
  const phoneProof = await provePhoneOf(context, mobile, smsRequired);
  return createAndLogIn(
    context,
    { username, password: payload.password, mobile },
    common,
    phoneProof,
  );
}

export async function registerByMobile(
  context: ActionContext<RegisterByMobilePayload>,
): Promise<ApiLoginValue> {
  const { payload, merchant, language } = context;
  const mobile = {
    countryDialingCode: payload.countryDialingCode,
    mobileNum: payload.mobileNum.trim(),
  };
  checkRuleField(merchant, language, 'mobileNum', mobile.mobileNum, true);
  // Without MOBREGPASS3 the form asks no password: the player logs in by SMS code.
  const withPassword = moduleEnabled(merchant, 'MOBREGPASS3');
  const password = withPassword
    ? (payload.password ?? '')
    : `${randomBytes(12).toString('base64url')}9a`;
  if (withPassword) checkNewPassword(merchant, language, password, payload.confirmPassword ?? '');
  const common = await checkCommon(context);
  const phoneProof = await provePhoneOf(context, mobile, moduleEnabled(merchant, 'REGSMSVERIF3'));
  // The username of a mobile registration is the mobile number (spec 000 §3).
  return createAndLogIn(
    context,
    { username: mobile.mobileNum, password, mobile },
    common,
    phoneProof,
  );
}
