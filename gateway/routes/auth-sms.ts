// Sending SMS codes for login, registration and the password by phone (spec 000 §7). The answer
// is the same whether or not the phone has an account: only expiredMinutes (spec 000 §4).
import type { Locale, ApiSmsCodeSent } from '../../engine';
import type { ActionContext } from '../context/action-context';
import { checkRuleField } from '../rules/registration-fields';
import { issueSmsCode, phoneKey, type SmsPurpose } from '../rules/sms-codes';

const TEXTS: Record<Locale, (brand: string, code: string, minutes: number) => string> = {
  pt: (brand, code, minutes) => `${brand}: seu código é ${code}. Expira em ${minutes} minutos.`,
  en: (brand, code, minutes) => `${brand}: your code is ${code}. It expires in ${minutes} minutes.`,
};

export async function sendSmsCode(
  context: ActionContext<unknown>,
  phone: { countryDialingCode: string; mobileNum: string },
  purpose: SmsPurpose,
): Promise<ApiSmsCodeSent> {
  const { merchant, language, now, deps, ip } = context;
  checkRuleField(merchant, language, 'mobileNum', phone.mobileNum, true);
  const expiredMinutes = merchant.settings.smsExpiryMinutes;
  const to = phoneKey(phone);
  const code = await issueSmsCode(context.db, {
    merchantCode: merchant.code,
    phone: to,
    purpose,
    now,
    expiredMinutes,
    clientIp: ip,
  });
  deps.dev?.record({
    kind: 'sms',
    merchantCode: merchant.code,
    to,
    purpose,
    code,
    text: TEXTS[language](merchant.name, code, expiredMinutes),
    sentAt: now.toISOString(),
  });
  return { expiredMinutes };
}
