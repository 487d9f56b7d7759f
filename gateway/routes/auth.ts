// The auth family (spec 000 §7): login, logout, SMS codes, registration, passwords, free play,
// social sign-in, captcha, human verification, first login, invitation codes. The longer flows live
// beside this file.
import { randomBytes } from 'node:crypto';
import type { ActionContext, FamilyRoutes } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { requireModule } from '../core/merchants';
import { SOCKET_CLOSE } from '../events/event-hub';
import { describePhoneSignIn } from '../firebase/phone-sign-in';
import { createMember } from '../members/create-member';
import { checkWhoMayLogIn, startSession } from '../members/login';
import { memberById } from '../members/member-row';
import { writePointsLine } from '../members/points-ledger';
import { revokeSessions } from '../members/sessions';
import { issueCaptcha } from '../rules/captcha';
import { describeVerification, requireHuman } from '../rules/human-verification';
import { hashPassword } from '../rules/passwords';
import { newSecret, sha256 } from '../rules/tokens';
import {
  domainAllowed,
  invitingAgent,
  registerByMobile,
  registerByUsername,
} from '../services/registration';
import {
  addDeviceCredential,
  addSocialIdentity,
  socialIdentityMember,
  useDeviceCredential,
} from '../store/credentials';
import { markFirstLoginBonus } from '../store/member-profile';
import { addPoints } from '../store/points';
import { login, loginWithMember } from './auth-login';
import { changePassword, forgetPasswordByEmail, setPasswordByPhone } from './auth-passwords';
import { sendSmsCode } from './auth-sms';
import { newIpAuthRoutes } from './login-protection';

/** What requireHuman checks of a request: its verification fields, from its address. */
export function humanCheck(
  context: Pick<ActionContext<unknown>, 'db' | 'ip' | 'now'>,
  fields: Readonly<Record<string, string>> | undefined,
) {
  return { db: context.db, fields, ip: context.ip, now: context.now };
}

/** Points a new account gets with its first login (the F announcement "First login bonus"). */
export const FIRST_LOGIN_POINTS = 100;

export const authRoutes: FamilyRoutes<'auth'> = {
  ...newIpAuthRoutes,
  login: { handler: login },
  loginV2: { handler: loginWithMember },
  logout: {
    duringOutage: true,
    handler: async (context) => {
      const ended = await revokeSessions(
        context.db,
        { tokenHash: context.session.tokenHash },
        context.now,
      );
      context.afterCommit(() => context.deps.events.closeSessions(ended, SOCKET_CLOSE.loggedOut));
      return null;
    },
  },
  loginSmsCode: {
    module: 'SMSLOGIN3',
    handler: async (context) => {
      await requireHuman(context.merchant, humanCheck(context, context.payload.verification));
      return sendSmsCode(context, context.payload, 'login');
    },
  },
  registerSmsCode: {
    module: 'REGSMSVERIF3',
    handler: async (context) => {
      await requireHuman(context.merchant, humanCheck(context, context.payload.verification));
      return sendSmsCode(
        context,
        {
          countryDialingCode: context.payload.countryDialingCode,
          mobileNum: context.payload.mobileNo,
        },
        'register',
      );
    },
  },
  passwordSmsCode: {
    module: 'CHNGPASSVERIF3',
    handler: (context) => sendSmsCode(context, context.payload, 'reset'),
  },
  register: { module: 'USERNAMEREG3', handler: registerByUsername },
  registerByMobile: { module: 'MOBILENUMREG3', handler: registerByMobile },
  changePassword: { handler: changePassword },
  forgetPasswordByEmail: { handler: forgetPasswordByEmail },
  setPasswordByPhone: { module: 'CHNGPASSVERIF3', handler: setPasswordByPhone },
  freePlayLogin: {
    module: 'FREEPLAY3',
    handler: async ({ merchant, now, language, ip, transaction }) => {
      const passwordHash = await hashPassword(randomBytes(16).toString('base64url'));
      return transaction(async (tx) => {
        const member = await createMember(tx, {
          merchantCode: merchant.code,
          username: `trial${randomBytes(5).toString('hex')}`,
          nickname: 'Trial',
          type: 4,
          passwordHash,
          language,
          openingBalance: merchant.settings.trialBalance * 100,
          now,
        });
        return startSession(tx, merchant, member, 'trial', now, { ip });
      });
    },
  },
  oneClickRegister: {
    module: 'ONECLICK3',
    handler: async ({ merchant, now, language, ip, transaction }) => {
      const passwordHash = await hashPassword(randomBytes(16).toString('base64url'));
      const device = newSecret();
      return transaction(async (tx) => {
        // A player account like any other (type 0), named for the player to change later.
        const member = await createMember(tx, {
          merchantCode: merchant.code,
          username: `quick${randomBytes(5).toString('hex')}`,
          nickname: 'Player',
          type: 0,
          passwordHash,
          // Until it sets its own (setOwnCredentials, routes/own-credentials.ts).
          profile: { oneClickName: true },
          language,
          now,
        });
        await addDeviceCredential(tx, member.id, device.hash, now);
        return {
          session: await startSession(tx, merchant, member, 'device', now, { ip }),
          deviceSecret: device.secret,
        };
      });
    },
  },
  deviceLogin: {
    module: 'ONECLICK3',
    handler: async ({ payload, merchant, now, ip, transaction }) =>
      transaction(async (tx) => {
        const device = await useDeviceCredential(
          tx,
          sha256(payload.deviceSecret),
          merchant.code,
          now,
        );
        const member = device ? await memberById(tx, device.member_id) : undefined;
        if (!member) fail('INVALID_CREDENTIALS');
        checkWhoMayLogIn(member);
        return startSession(tx, merchant, member, 'device', now, { ip });
      }),
  },
  socialLogin: {
    handler: async ({ payload, merchant, now, language, ip, deps, transaction }) => {
      requireModule(merchant, payload.provider === 'facebook' ? 'FBLOGIN3' : 'GOOGLELOGIN3');
      if (!deps.dev) {
        fail('FEATURE_DISABLED', {
          message:
            'No sign-in provider is configured for this gateway; run it with --dev for the test provider.',
        });
      }
      const grant = deps.dev.socialGrants.get(payload.code);
      deps.dev.socialGrants.delete(payload.code);
      if (!grant || grant.provider !== payload.provider || grant.expiresAt <= now.getTime()) {
        fail('INVALID_CREDENTIALS');
      }
      return transaction(async (tx) => {
        const known = await socialIdentityMember(tx, {
          provider: grant.provider,
          subject: grant.subject,
          merchantCode: merchant.code,
        });
        let member = known === undefined ? undefined : await memberById(tx, known);
        if (!member) {
          const base =
            grant.email
              .split('@')[0]
              .replace(/[^A-Za-z0-9]/g, '')
              .slice(0, 10) || 'player';
          member = await createMember(tx, {
            merchantCode: merchant.code,
            username: `${/^[A-Za-z]/.test(base) ? base : `p${base}`}${randomBytes(2).toString('hex')}`,
            nickname: grant.name,
            type: 0,
            passwordHash: await hashPassword(randomBytes(16).toString('base64url')),
            email: grant.email,
            language,
            now,
          });
          await addSocialIdentity(tx, {
            provider: grant.provider,
            subject: grant.subject,
            memberId: member.id,
          });
        }
        checkWhoMayLogIn(member);
        return startSession(tx, merchant, member, 'social', now, { ip });
      });
    },
  },
  humanVerification: {
    handler: ({ db, merchant, now }) => describeVerification(db, merchant, now),
  },
  phoneSignIn: {
    handler: async ({ merchant, origin }) => describePhoneSignIn(merchant, origin),
  },
  captcha: {
    handler: async ({ db, merchant, now, deps }) => {
      const captcha = await issueCaptcha(db, merchant.code, now);
      deps.dev?.record({
        kind: 'captcha',
        merchantCode: merchant.code,
        to: captcha.captchaKey,
        purpose: 'login',
        code: captcha.answer,
        text: `Captcha ${captcha.answer}`,
        sentAt: now.toISOString(),
      });
      return {
        captchaKey: captcha.captchaKey,
        image: captcha.image,
        expiresInSeconds: captcha.expiresInSeconds,
      };
    },
  },
  firstLogin: {
    handler: async ({ session, now, transaction }) =>
      transaction(async (tx) => {
        // The welcome points are granted once, however often the client calls.
        if (await markFirstLoginBonus(tx, session.memberId, now)) {
          await writePointsLine(tx, {
            memberId: session.memberId,
            changedPoints: FIRST_LOGIN_POINTS,
            pointsBalance: await addPoints(tx, session.memberId, FIRST_LOGIN_POINTS),
            type: 'EARN',
            status: 'done',
            remark: 'First login bonus',
            now,
          });
        }
        const member = await memberById(tx, session.memberId);
        return { firstLoginAt: (member?.first_login_at ?? now).toISOString() };
      }),
  },
  affiliateCheck: {
    handler: async ({ payload, merchant, db }) => {
      if (!domainAllowed(merchant, payload.domain)) fail('INVALID_DOMAIN');
      const agent = await invitingAgent(db, merchant, payload.code);
      return { code: payload.code.trim().toUpperCase(), agent: agent.nickname };
    },
  },
};
