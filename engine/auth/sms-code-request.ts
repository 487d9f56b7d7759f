// The SMS sends (spec 000 §3 "SMS code request", §7): login and the password by phone send
// mobileNum, registration sends mobileNo; all with the dialing code (without +). The security
// centre sends to a number being bound (bindMobile) or to the bound one (verify: no number, the
// gateway knows it). No human verification for SMS (spec 000 §4).
import type {
  LoginSmsCodePayload,
  PasswordSmsCodePayload,
  RegisterSmsCodePayload,
  SecuritySmsCodePayload,
} from '../api';

export type SmsPurpose = 'login' | 'register' | 'reset' | 'bindMobile' | 'verify';

export type SmsCodeRequest =
  | { action: 'loginSmsCode'; payload: LoginSmsCodePayload }
  | { action: 'registerSmsCode'; payload: RegisterSmsCodePayload }
  | { action: 'passwordSmsCode'; payload: PasswordSmsCodePayload }
  | { action: 'securitySmsCode'; payload: SecuritySmsCodePayload };

export function smsCodeRequest(
  purpose: SmsPurpose,
  mobileNum: string,
  countryDialingCode: string,
): SmsCodeRequest {
  const phone = mobileNum.trim();
  const dialing = countryDialingCode.replace(/^\+/, '');
  if (purpose === 'register') {
    return { action: 'registerSmsCode', payload: { mobileNo: phone, countryDialingCode: dialing } };
  }
  if (purpose === 'verify') return { action: 'securitySmsCode', payload: { purpose } };
  if (purpose === 'bindMobile') {
    return {
      action: 'securitySmsCode',
      payload: { purpose, mobileNum: phone, countryDialingCode: dialing },
    };
  }
  if (purpose === 'reset') {
    return {
      action: 'passwordSmsCode',
      payload: { mobileNum: phone, countryDialingCode: dialing },
    };
  }
  return { action: 'loginSmsCode', payload: { mobileNum: phone, countryDialingCode: dialing } };
}
