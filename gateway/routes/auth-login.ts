// Login by username and password, or by mobile number and SMS code (spec 000 §4, §7). Unknown
// accounts and wrong passwords answer alike; 3 failures for a name bring the captcha and 10 lock it
// for 15 minutes (rules/login-throttle.ts, rules/login-lockout.ts); from the agent page only agents
// get in. A right password from an address new to the member may need the extra verification of
// members/new-ip-verification.ts (spec 000 §4) before the session opens. A password login first
// passes the merchant's human verification (rules/human-verification.ts); an SMS login skips it.
import type { ApiLoginValue, LoginPayload, LoginV2Value } from '../../engine';
import type { ActionContext } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { requireModule } from '../core/merchants';
import { provePhone } from '../firebase/phone-sign-in';
import { checkWhoMayLogIn, isPasswordExpired, startSession } from '../members/login';
import { memberInfo } from '../members/member-info';
import { memberByMobile, memberByUsername } from '../members/member-row';
import { challengeNewIp } from '../members/new-ip-verification';
import { checkCaptcha } from '../rules/captcha';
import { requireHuman } from '../rules/human-verification';
import { accountLocked } from '../rules/login-lockout';
import { recordLoginOutcome, reserveLoginAttempt } from '../rules/login-throttle';
import { verifyAgainstDecoy, verifyPassword } from '../rules/passwords';

async function loginBySms(context: ActionContext<LoginPayload>): Promise<ApiLoginValue> {
  const { payload, merchant, now } = context;
  requireModule(merchant, 'SMSLOGIN3');
  const phone = {
    countryDialingCode: payload.countryDialingCode ?? merchant.settings.dialingCode,
    mobileNum: payload.username.trim(),
  };
  const proof = await provePhone(context, {
    phone,
    purpose: 'login',
    code: payload.password,
    firebaseIdToken: payload.firebaseIdToken,
  });
  return context.transaction(async (tx) => {
    await proof.spend(tx);
    const member = await memberByMobile(
      tx,
      merchant.code,
      phone.countryDialingCode,
      phone.mobileNum,
    );
    if (!member) fail('INVALID_CREDENTIALS');
    checkWhoMayLogIn(member, payload.portal);
    // No forced change after an SMS login (spec 000 §4: "and login is not sms").
    return startSession(tx, merchant, member, 'sms', now, { ip: context.ip });
  });
}

async function loginByPassword(context: ActionContext<LoginPayload>): Promise<ApiLoginValue> {
  const { payload, merchant, now, db } = context;
  await requireHuman(merchant, { db, fields: payload.verification, ip: context.ip, now });
  const key = { merchantCode: merchant.code, username: payload.username };
  // A captcha sent along is spent whether or not this attempt turns out to need it.
  const captchaSent = Boolean(payload.captcha && payload.captchaKey);
  const captchaSolved =
    captchaSent &&
    (await checkCaptcha(db, merchant.code, payload.captchaKey, payload.captcha, now));
  const attempt = await reserveLoginAttempt(context.transaction, key, now, captchaSolved);
  if (attempt.kind === 'locked') accountLocked(attempt.until, now);
  if (attempt.kind === 'captcha') {
    fail(captchaSent ? 'CAPTCHA_INVALID' : 'CAPTCHA_REQUIRED', { value: { captcha: true } });
  }
  const member = await memberByUsername(db, merchant.code, payload.username);
  const matches = member
    ? await verifyPassword(payload.password, member.password_hash)
    : await verifyAgainstDecoy(payload.password);
  const outcome = await recordLoginOutcome(
    context.transaction,
    key,
    Boolean(member && matches),
    now,
  );
  if (outcome.kind === 'locked') accountLocked(outcome.until, now);
  if (outcome.kind === 'wrong' || !member) {
    fail('INVALID_CREDENTIALS', {
      value: { captcha: outcome.kind === 'wrong' && outcome.captcha },
    });
  }
  checkWhoMayLogIn(member, payload.portal);
  const passwordExpired = isPasswordExpired(member, merchant, payload.password, now);
  const portal = payload.portal ?? 'player';
  if (context.deps.newIpVerification) {
    await challengeNewIp(db, { member, ip: context.ip, portal, passwordExpired, now });
  }
  return context.transaction((tx) =>
    startSession(tx, merchant, member, 'password', now, { passwordExpired, ip: context.ip }),
  );
}

export function login(context: ActionContext<LoginPayload>): Promise<ApiLoginValue> {
  return (context.payload.type ?? 'username') === 'sms'
    ? loginBySms(context)
    : loginByPassword(context);
}

/** loginV2: the session and the member info in one answer. */
export async function loginWithMember(context: ActionContext<LoginPayload>): Promise<LoginV2Value> {
  const value = await login(context);
  const member = await memberByUsername(context.db, context.merchant.code, value.account);
  if (!member) fail('INVALID_CREDENTIALS');
  return { ...value, member: await memberInfo(context.db, context.merchant, member, context.now) };
}
