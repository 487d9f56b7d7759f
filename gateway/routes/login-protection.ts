// The new-IP verification (spec 000 §4) as actions: during a login, a code sent to the bound mobile
// or e-mail and the answer that opens the session (auth family); in the security centre, the
// authenticator app's enrolment (an otpauth:// URI, confirmed with a first code) and the IPs the
// member has logged in from (security family). The rules are members/new-ip-verification.ts's.
import { maskEmail, maskMobile } from '../../engine';
import type { FamilyRoutes } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { matchTotp, newTotpSecret, otpauthUri } from '../crypto/totp';
import { forgetKnownIp, knownIps } from '../members/known-ips';
import {
  answerChallenge,
  authenticatorOf,
  issueChallengeCode,
  openChallenge,
} from '../members/new-ip-verification';
import { countSmsSend, phoneKey } from '../rules/sms-codes';
import { confirmAuthenticator, saveAuthenticatorSecret } from '../store/credentials';

const CODE_TEXTS = {
  pt: (brand: string, code: string, minutes: number) =>
    `${brand}: seu código para confirmar o novo acesso é ${code}. Expira em ${minutes} minutos.`,
  en: (brand: string, code: string, minutes: number) =>
    `${brand}: your code to confirm the new sign-in is ${code}. It expires in ${minutes} minutes.`,
};

export const newIpAuthRoutes: Pick<FamilyRoutes<'auth'>, 'newIpCode' | 'verifyNewIp'> = {
  newIpCode: {
    handler: async ({ payload, merchant, now, db, ip, language, deps }) => {
      const { challenge, member, methods } = await openChallenge(db, merchant, payload.ticket, now);
      const expiredMinutes = merchant.settings.smsExpiryMinutes;
      const to =
        payload.method === 'sms'
          ? phoneKey({
              countryDialingCode: member.dialing_code ?? '',
              mobileNum: member.mobile_num ?? '',
            })
          : (member.email ?? '');
      if (payload.method === 'sms' && methods.includes('sms')) {
        // The SMS limits of every other send (per client, merchant and phone) hold here too.
        await countSmsSend(db, { merchantCode: merchant.code, phone: to, clientIp: ip, now });
      }
      const code = await issueChallengeCode(
        db,
        challenge.id,
        methods,
        payload.method,
        expiredMinutes,
        now,
      );
      deps.dev?.record({
        kind: payload.method,
        merchantCode: merchant.code,
        to,
        purpose: 'newIp',
        code,
        text: CODE_TEXTS[language](merchant.name, code, expiredMinutes),
        sentAt: now.toISOString(),
      });
      return {
        expiredMinutes,
        sentTo: payload.method === 'sms' ? maskMobile(member.mobile_num) : maskEmail(member.email),
      };
    },
  },
  verifyNewIp: {
    handler: ({ payload, merchant, now, db, transaction }) =>
      answerChallenge(db, transaction, merchant, {
        ticket: payload.ticket,
        method: payload.method,
        answer: payload.answer,
        now,
      }),
  },
};

export const loginProtectionRoutes: Pick<
  FamilyRoutes<'security'>,
  'loginProtection' | 'startAuthenticator' | 'confirmAuthenticator' | 'forgetKnownIp'
> = {
  loginProtection: {
    handler: async ({ session, db, ip }) => {
      const authenticator = await authenticatorOf(db, session.memberId);
      const rows = await knownIps(db, session.memberId);
      return {
        authenticator: authenticator
          ? authenticator.confirmed_at
            ? 'enrolled'
            : 'pending'
          : 'none',
        currentIp: ip,
        knownIps: rows.map((row) => ({
          ip: row.ip,
          firstSeenAt: row.first_seen_at.toISOString(),
          lastSeenAt: row.last_seen_at.toISOString(),
        })),
      };
    },
  },
  startAuthenticator: {
    realAccountOnly: true,
    handler: async ({ session, merchant, db, now }) => {
      const current = await authenticatorOf(db, session.memberId);
      if (current?.confirmed_at) {
        fail('CONFLICT', { message: 'An authenticator app is enrolled already.' });
      }
      const secret = newTotpSecret();
      await saveAuthenticatorSecret(db, session.memberId, secret, now);
      return { secret, uri: otpauthUri(merchant.name, session.username, secret) };
    },
  },
  confirmAuthenticator: {
    realAccountOnly: true,
    handler: async ({ session, payload, db, now, language }) => {
      const current = await authenticatorOf(db, session.memberId);
      if (!current || current.confirmed_at) {
        fail('CONFLICT', {
          message: current
            ? 'An authenticator app is enrolled already.'
            : 'Start the authenticator enrolment first (startAuthenticator).',
        });
      }
      const step = matchTotp(current.secret, payload.code, now.getTime());
      if (step === null) {
        fail('FIELD_INVALID', {
          message:
            language === 'pt'
              ? 'O código não confere: confira a hora do telefone e digite o código mais recente'
              : 'The code does not match: check the phone’s time and type the newest code',
          value: { field: 'code' },
        });
      }
      await confirmAuthenticator(db, session.memberId, now, step);
      return null;
    },
  },
  forgetKnownIp: {
    handler: async ({ session, payload, db }) => {
      if (!(await forgetKnownIp(db, session.memberId, payload.ip))) {
        fail('NOT_FOUND', { message: `No known IP ${payload.ip} to forget.` });
      }
      return null;
    },
  },
};
