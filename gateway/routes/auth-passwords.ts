// Changing a password, and getting back in by e-mail or by phone (spec 000 §3-§5, §7). A new
// password keeps the merchant's rule, equals its confirmation and is neither the default initial
// password nor the current one. Other sessions of the member end (their sockets are told).
import { randomBytes } from 'node:crypto';
import type {
  ApiLoginValue,
  ChangePasswordPayload,
  ForgetPasswordByEmailPayload,
  SetPasswordByPhonePayload,
} from '../../engine';
import type { ActionContext, MemberContext } from '../context/action-context';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { SOCKET_CLOSE } from '../events/event-hub';
import { provePhone } from '../firebase/phone-sign-in';
import { startSession } from '../members/login';
import { memberById, memberByMobile, memberByUsername } from '../members/member-row';
import { revokeSessions } from '../members/sessions';
import { clearLoginFailures } from '../rules/login-throttle';
import { hashPassword, verifyPassword } from '../rules/passwords';
import { checkNewPassword } from '../rules/registration-fields';
import { clearMustChangePassword, setPasswordHash } from '../store/passwords';

async function setPassword(
  tx: Queryable,
  memberId: number,
  password: string,
  now: Date,
  temporary = false,
): Promise<void> {
  await setPasswordHash(tx, memberId, await hashPassword(password), now, temporary);
}

function endOtherSessions(context: ActionContext<unknown>, hashes: string[]): void {
  context.afterCommit(() =>
    context.deps.events.closeSessions(hashes, SOCKET_CLOSE.forcedLogout, {
      type: 'forcedLogout',
      reason: 'passwordChanged',
    }),
  );
}

export async function changePassword(context: MemberContext<ChangePasswordPayload>): Promise<null> {
  const { payload, merchant, language, session, now, db } = context;
  const member = await memberById(db, session.memberId);
  if (!member || !(await verifyPassword(payload.oldPassword, member.password_hash))) {
    fail('FIELD_INVALID', {
      message: language === 'pt' ? 'A senha atual está errada' : 'The current password is wrong',
      value: { field: 'oldPassword' },
    });
  }
  checkNewPassword(merchant, language, payload.newPassword, payload.confirmNewPassword);
  if (payload.newPassword === payload.oldPassword) {
    fail('PASSWORD_REUSED', { value: { field: 'newPassword' } });
  }
  await context.transaction(async (tx) => {
    await setPassword(tx, member.id, payload.newPassword, now);
    await clearMustChangePassword(tx, session.tokenHash);
    endOtherSessions(
      context,
      await revokeSessions(tx, { memberId: member.id, except: session.tokenHash }, now),
    );
  });
  return null;
}

const RESET_SENT = {
  pt: 'Se a conta e o e-mail conferem, enviamos uma senha temporária para o e-mail.',
  en: 'If the account and e-mail match, a temporary password has been sent to the e-mail.',
};

/**
 * The same answer whether or not the account and e-mail match. When they do, the member gets a
 * temporary password by e-mail (the dev outbox), which logs in with passwordExpired set, and a
 * login lock on the account is lifted (rules/login-lockout.ts).
 */
export async function forgetPasswordByEmail(
  context: ActionContext<ForgetPasswordByEmailPayload>,
): Promise<null> {
  const { payload, merchant, now, db, language } = context;
  context.setMessage(RESET_SENT[language]);
  const member = await memberByUsername(db, merchant.code, payload.username);
  if (!member?.email || member.email.toLowerCase() !== payload.email.trim().toLowerCase()) {
    return null;
  }
  const temporary = `${randomBytes(6).toString('hex')}Tp`;
  await context.transaction(async (tx) => {
    await setPassword(tx, member.id, temporary, now, true);
    await clearLoginFailures(tx, { merchantCode: merchant.code, username: member.username });
    endOtherSessions(context, await revokeSessions(tx, { memberId: member.id }, now));
  });
  context.deps.dev?.record({
    kind: 'email',
    merchantCode: merchant.code,
    to: member.email,
    purpose: 'reset',
    code: temporary,
    text: `Your temporary password for ${member.username} is ${temporary}`,
    sentAt: now.toISOString(),
  });
  return null;
}

/** The new password is set and the player is logged in with it (spec 000 §4). */
export async function setPasswordByPhone(
  context: ActionContext<SetPasswordByPhonePayload>,
): Promise<ApiLoginValue> {
  const { payload, merchant, language, now } = context;
  const phone = {
    countryDialingCode: payload.countryDialingCode,
    mobileNum: payload.mobileNum.trim(),
  };
  const proof = await provePhone(context, {
    phone,
    purpose: 'reset',
    code: payload.verificationCode,
    firebaseIdToken: payload.firebaseIdToken,
  });
  checkNewPassword(merchant, language, payload.newPassword, payload.confirmNewPassword);
  return context.transaction(async (tx) => {
    await proof.spend(tx);
    const member = await memberByMobile(
      tx,
      merchant.code,
      phone.countryDialingCode,
      phone.mobileNum,
    );
    if (!member) fail('INVALID_CREDENTIALS');
    await setPassword(tx, member.id, payload.newPassword, now);
    endOtherSessions(context, await revokeSessions(tx, { memberId: member.id }, now));
    return startSession(tx, merchant, { ...member, profile: {} }, 'password', now, {
      ip: context.ip,
    });
  });
}
