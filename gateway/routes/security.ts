// The security centre (spec 000 §2 securityCenter, §3): the member's details and profile, binding a
// mobile (an SMS code to the new number; the login password too when one is bound already) or an
// e-mail (the login password), the transaction password (set once, then changed with the old one
// or a code sent to the bound mobile), and the bank accounts withdrawals go to.
import {
  DEFAULT_FIELD_RULES,
  isCalendarDay,
  isOldEnough,
  isRegistrationProfileField,
  maskEmail,
  maskMobile,
  NICKNAME_RULE,
  PROFILE_FIELDS,
  profileFieldRule,
  today,
  type Locale,
  type ProfileField,
} from '../../engine';
import type { FamilyRoutes, MemberContext } from '../context/action-context';
import { cashierOf } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import type { Merchant } from '../core/merchants';
import { isUniqueViolation } from '../db/database';
import { addBankAccount, bankAccounts, bankAccountValue } from '../members/bank-accounts';
import { checkLoginPassword } from '../members/login-password';
import { memberById, type MemberRow } from '../members/member-row';
import { checkPaymentPassword } from '../members/payment-password';
import { memberVipStanding } from '../members/vip';
import { hashPassword } from '../rules/passwords';
import { checkValueAgainst, merchantShows } from '../rules/registration-fields';
import { checkSmsCode, consumeSmsCode, phoneKey } from '../rules/sms-codes';
import { deviceCredentials, revokeDeviceCredential } from '../store/credentials';
import { setEmail, setMobile, updateProfile } from '../store/member-profile';
import { setFirstPaymentPassword, setPaymentPasswordHash } from '../store/passwords';
import { sendSmsCode } from './auth-sms';
import { loginProtectionRoutes } from './login-protection';
import { ownCredentialsRoutes } from './own-credentials';

async function currentMember(context: MemberContext<unknown>): Promise<MemberRow> {
  const member = await memberById(context.db, context.session.memberId);
  if (!member) fail('TOKEN_INVALID');
  return member;
}

function profileOf(member: MemberRow): Partial<Record<ProfileField, string>> {
  const profile: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = member.profile[field];
    if (typeof value === 'string' && value) profile[field] = value;
  }
  return profile;
}

function checkProfileField(
  merchant: Merchant,
  language: Locale,
  field: ProfileField,
  value: string,
  now: Date,
): void {
  if (
    isRegistrationProfileField(field) &&
    field !== 'payeeName' &&
    !merchantShows(merchant, field)
  ) {
    fail('FIELD_INVALID', {
      message: `${field} is not a field this merchant keeps.`,
      value: { field },
    });
  }
  checkValueAgainst(
    language,
    field,
    value,
    profileFieldRule(field, merchant.settings.registrationRules),
  );
  if (field === 'birthday' && value) {
    const day = today(now, cashierOf(merchant.settings).utcOffsetMinutes);
    if (!isCalendarDay(value) || !isOldEnough(value, day)) {
      fail('FIELD_INVALID', {
        message:
          language === 'pt'
            ? 'Informe uma data de nascimento válida (yyyy-MM-dd) de alguém com 18 anos ou mais'
            : 'Enter a real birthday (yyyy-MM-dd) of someone 18 or older',
        value: { field },
      });
    }
  }
}

function checkNewPaymentPassword(
  merchant: Merchant,
  language: Locale,
  payload: { paymentPassword: string; confirmPaymentPassword: string },
): void {
  checkValueAgainst(
    language,
    'paymentPassword',
    payload.paymentPassword,
    merchant.settings.registrationRules.paymentPassword ?? DEFAULT_FIELD_RULES.paymentPassword,
  );
  if (payload.confirmPaymentPassword !== payload.paymentPassword) {
    fail('PASSWORD_MISMATCH', { value: { field: 'confirmPaymentPassword' } });
  }
}

export const securityRoutes: FamilyRoutes<'security'> = {
  ...loginProtectionRoutes,
  ...ownCredentialsRoutes,
  securityInfo: {
    handler: async (context) => {
      const member = await currentMember(context);
      const accounts = await bankAccounts(context.db, member.id);
      const vip = await memberVipStanding(context.db, member);
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname,
        email: maskEmail(member.email),
        mobileNum: maskMobile(member.mobile_num),
        countryDialingCode: member.mobile_num ? (member.dialing_code ?? '') : '',
        hasVip: vip.level > 0,
        vipLabelName: vip.label,
        vipRankLevel: vip.level,
        hasPaymentPassword: member.payment_password_hash !== null,
        profile: profileOf(member),
        bankAccounts: accounts.map(bankAccountValue),
        maxBankAccounts: cashierOf(context.merchant.settings).maxBankAccounts,
        holderName: accounts[0]?.holder_name ?? null,
        oneClickName: member.profile.oneClickName === true,
      };
    },
  },
  updateProfile: {
    handler: async (context) => {
      const { payload, merchant, language, now, db } = context;
      const member = await currentMember(context);
      const { nickname, ...fields } = payload;
      if (nickname !== undefined) {
        checkValueAgainst(language, 'nickname', nickname.trim(), NICKNAME_RULE);
      }
      const changes: Record<string, string> = {};
      for (const field of PROFILE_FIELDS) {
        const value = fields[field]?.trim();
        if (value === undefined) continue;
        checkProfileField(merchant, language, field, value, now);
        const current = member.profile[field];
        // The full name is the bank accounts' name: once set it changes through customer service.
        if (field === 'payeeName' && typeof current === 'string' && current && current !== value) {
          fail('CONFLICT', {
            message:
              language === 'pt'
                ? 'O nome completo não pode ser alterado; fale com o atendimento'
                : 'Your full name cannot be changed; contact customer service',
            value: { field },
          });
        }
        changes[field] = value;
      }
      const row = await updateProfile(db, member.id, nickname?.trim() ?? null, changes);
      return { nickname: row.nickname, profile: profileOf(row) };
    },
  },
  securitySmsCode: {
    handler: async (context) => {
      const { payload } = context;
      if (payload.purpose === 'verify') {
        const member = await currentMember(context);
        if (!member.mobile_num) {
          fail('CONFLICT', {
            message: 'Bind a mobile number first.',
            value: { field: 'mobileNum' },
          });
        }
        return sendSmsCode(
          context,
          { countryDialingCode: member.dialing_code ?? '', mobileNum: member.mobile_num },
          'verify',
        );
      }
      if (!payload.mobileNum || !payload.countryDialingCode) {
        fail('FIELD_INVALID', {
          message: 'mobileNum and countryDialingCode are required to bind a number.',
          value: { field: payload.mobileNum ? 'countryDialingCode' : 'mobileNum' },
        });
      }
      return sendSmsCode(
        context,
        { countryDialingCode: payload.countryDialingCode, mobileNum: payload.mobileNum },
        'bindMobile',
      );
    },
  },
  bindMobile: {
    handler: async (context) => {
      const { payload, merchant, language, now, db } = context;
      const member = await currentMember(context);
      if (member.mobile_num) await checkLoginPassword(member, payload.password, language);
      const phone = {
        countryDialingCode: payload.countryDialingCode.replace(/^\+/, ''),
        mobileNum: payload.mobileNum,
      };
      const codeId = await checkSmsCode(db, {
        merchantCode: merchant.code,
        phone: phoneKey(phone),
        purpose: 'bindMobile',
        code: payload.verificationCode,
        now,
      });
      try {
        await context.transaction(async (tx) => {
          await consumeSmsCode(tx, codeId, now);
          await setMobile(tx, member.id, phone);
        });
      } catch (error) {
        if (isUniqueViolation(error)) fail('MOBILE_TAKEN', { value: { field: 'mobileNum' } });
        throw error;
      }
      return { mobileNum: maskMobile(phone.mobileNum) };
    },
  },
  bindEmail: {
    handler: async (context) => {
      const { payload, merchant, language, db } = context;
      const member = await currentMember(context);
      await checkLoginPassword(member, payload.password, language);
      const email = payload.email.trim();
      checkValueAgainst(
        language,
        'email',
        email,
        merchant.settings.registrationRules.email ?? DEFAULT_FIELD_RULES.email,
      );
      await setEmail(db, member.id, email);
      return { email: maskEmail(email) };
    },
  },
  setPaymentPassword: {
    realAccountOnly: true,
    handler: async (context) => {
      const { payload, merchant, language, db } = context;
      checkNewPaymentPassword(merchant, language, payload);
      const hash = await hashPassword(payload.paymentPassword);
      if (!(await setFirstPaymentPassword(db, context.session.memberId, hash))) {
        fail('CONFLICT', {
          message: 'You already have a transaction password: change it instead.',
          value: { field: 'paymentPassword' },
        });
      }
      return null;
    },
  },
  changePaymentPassword: {
    realAccountOnly: true,
    handler: async (context) => {
      const { payload, merchant, language, now, db } = context;
      const member = await currentMember(context);
      if (!member.payment_password_hash) {
        fail('CONFLICT', {
          message: 'You have no transaction password yet: set one first.',
          value: { field: 'oldPaymentPassword' },
        });
      }
      checkNewPaymentPassword(merchant, language, payload);
      let codeId: number | undefined;
      if (payload.oldPaymentPassword !== undefined) {
        await checkPaymentPassword(db, member.id, payload.oldPaymentPassword);
      } else if (payload.verificationCode !== undefined && member.mobile_num) {
        codeId = await checkSmsCode(db, {
          merchantCode: merchant.code,
          phone: phoneKey({
            countryDialingCode: member.dialing_code ?? '',
            mobileNum: member.mobile_num,
          }),
          purpose: 'verify',
          code: payload.verificationCode,
          now,
        });
      } else {
        fail('FIELD_INVALID', {
          message: member.mobile_num
            ? 'Give the current transaction password or a code sent to your mobile.'
            : 'Give the current transaction password.',
          value: { field: 'oldPaymentPassword' },
        });
      }
      const hash = await hashPassword(payload.paymentPassword);
      await context.transaction(async (tx) => {
        if (codeId !== undefined) await consumeSmsCode(tx, codeId, now);
        await setPaymentPasswordHash(tx, member.id, hash);
      });
      return null;
    },
  },
  deviceCredentials: {
    handler: async ({ session, db }) => {
      const rows = await deviceCredentials(db, session.memberId);
      return {
        list: rows.map((row) => ({
          id: row.id,
          createdAt: row.created_at.toISOString(),
          lastUsedAt: row.last_used_at?.toISOString() ?? null,
        })),
      };
    },
  },
  revokeDeviceCredential: {
    handler: async ({ payload, session, now, db }) => {
      if (!(await revokeDeviceCredential(db, session.memberId, payload.id, now))) {
        fail('NOT_FOUND', { message: `No device ${payload.id} to revoke.` });
      }
      return null;
    },
  },
  addBankAccount: {
    realAccountOnly: true,
    handler: async (context) => {
      const { payload, merchant, now } = context;
      const row = await context.transaction((tx) =>
        addBankAccount(tx, {
          memberId: context.session.memberId,
          holderName: payload.holderName.trim(),
          bankName: payload.bankName.trim(),
          accountNumber: payload.accountNumber,
          maxAccounts: cashierOf(merchant.settings).maxBankAccounts,
          now,
        }),
      );
      return { bankAccount: bankAccountValue(row) };
    },
  },
};
