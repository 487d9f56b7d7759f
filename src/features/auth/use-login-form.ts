// The login form's state and submit (spec 000 §4 "Login", §5, §9): validate, pass the merchant's
// human verification (not for SMS), call login (the SMS code as the password for SMS, no captcha
// there; on a firebase merchant the code is confirmed with firebase first and its id token goes
// along, ./use-phone-proof.ts), remember the player for 24 h when asked, then the after-login plan. A failure keeps every
// value; with the captcha flag it shows the captcha image, and any failure while a captcha is shown
// renews it (each answer is good once).
import { useState } from 'react';
import {
  buildLoginPayload,
  captchaFlagged,
  formPasses,
  loginOptions,
  newIpChallengeOf,
  validateLogin,
  type NewIpChallenge,
  type LoginField,
  type LoginOptions,
  type LoginPortal,
} from '../../../engine';
import {
  useApiErrorMessage,
  useGatewayMutation,
  useDialingCode,
  type CountryCode,
  type SmsSender,
} from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { readRememberMe, writeRememberMe } from './remember-me-cookies';
import { useCaptcha, type Captcha } from './use-captcha';
import { useCompleteLogin, type LoginContext } from './use-complete-login';
import { useFormState, type FormState } from './use-form-state';
import { useHumanVerification, type WidgetStep } from './use-human-verification';
import { usePhoneProof } from './use-phone-proof';

export type LoginMethodTab = 'username' | 'sms';

export interface LoginFormModel {
  options: LoginOptions;
  method: LoginMethodTab;
  setMethod(method: LoginMethodTab): void;
  form: FormState<LoginField>;
  remember: boolean;
  setRemember(remember: boolean): void;
  dialingCode: string;
  setDialingCode(code: string): void;
  countries: CountryCode[];
  captchaShown: boolean;
  captcha: Captcha;
  sms: SmsSender;
  sendSms(): void;
  /** The merchant's verification widget, while its step waits for the player (spec 000 §3). */
  verificationWidget: WidgetStep | null;
  submit(): void;
  pending: boolean;
  /** The sentence under the form after a failed login. */
  error: string | null;
  /** A right password from a new IP: the verification step replaces the form (spec 000 §4). */
  newIp: { challenge: NewIpChallenge; login: LoginContext } | null;
  leaveNewIp(): void;
}

export function useLoginForm(portal: LoginPortal, onLoggedIn: () => void): LoginFormModel {
  const { t } = useTranslation();
  const skin = useSkin();
  const options = loginOptions(skin.login, (id) => skin.features[id].on);
  const errorMessage = useApiErrorMessage();
  const completeLogin = useCompleteLogin();
  const [remembered] = useState(readRememberMe);
  const [method, setMethod] = useState<LoginMethodTab>(options.methods[0] ?? 'username');
  const form = useFormState<LoginField>(() => ({
    username: remembered.username,
    password: remembered.password,
    captcha: '',
    mobileNum: remembered.sms?.mobileNum ?? '',
    smsCode: '',
  }));
  const [remember, setRemember] = useState(options.rememberMe && remembered.remember);
  const { dialingCode, setDialingCode, countries } = useDialingCode(
    remembered.sms?.countryDialingCode ?? null,
  );
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown && method === 'username');
  const humanVerification = useHumanVerification();
  const { verify } = humanVerification;
  const phone = usePhoneProof('login', verify);
  const { sms } = phone;
  const [error, setError] = useState<string | null>(null);
  const [newIp, setNewIp] = useState<LoginFormModel['newIp']>(null);
  const login = useGatewayMutation('login');

  const sendSms = () => {
    const problems = validateLogin(
      { ...form.values, smsCode: '000000' },
      { method: 'sms', captchaShown: false },
    );
    if (problems.mobileNum) return form.setProblems({ mobileNum: problems.mobileNum });
    void sms.send(form.values.mobileNum, dialingCode);
  };

  const [verifying, setVerifying] = useState(false);
  const submitVerified = async () => {
    if (login.isPending || verifying) return;
    const usesCaptcha = captchaShown && method === 'username';
    const problems = validateLogin(form.values, { method, captchaShown: usesCaptcha });
    form.setProblems(problems);
    if (!formPasses(problems)) return;
    setError(null);
    const payload = buildLoginPayload({
      method,
      values: form.values,
      countryDialingCode: dialingCode,
      portal,
      captchaKey: usesCaptcha ? captcha.image?.captchaKey : undefined,
    });
    const rememberLogin = () => {
      if (!options.rememberMe) return;
      writeRememberMe({
        remember,
        method,
        username: payload.username,
        password: form.values.password,
        sms: { mobileNum: payload.username, countryDialingCode: dialingCode },
      });
    };
    const context: LoginContext = {
      method: method === 'sms' ? 'sms' : 'password',
      portal,
      username: payload.username,
      typedPassword: method === 'username' ? form.values.password : undefined,
    };
    // Human verification before a password login; an SMS login skips it (spec 000 §4), and proves
    // the phone by its code (or firebase's id token for it).
    let verification: Awaited<ReturnType<typeof verify>>;
    let phoneProof: Awaited<ReturnType<typeof phone.prove>> = {};
    setVerifying(true);
    try {
      verification = method === 'username' ? await verify() : undefined;
      if (method === 'sms') phoneProof = await phone.prove(form.values.smsCode.trim());
    } catch (failure) {
      setError(phone.errorText(failure));
      return;
    } finally {
      setVerifying(false);
    }
    const signedIn: LoginContext = phoneProof.firebaseIdToken
      ? { ...context, method: 'firebase' }
      : context;
    const request = { ...payload, ...phoneProof };
    login.mutate(verification ? { ...request, verification } : request, {
      onSuccess: async (value) => {
        rememberLogin();
        const plan = await completeLogin(value, signedIn);
        if (plan.outcome === 'refused') setError(t(plan.messageKey));
        else if (plan.outcome === 'loggedIn') onLoggedIn();
      },
      onError: (failure) => {
        const challenge = newIpChallengeOf(failure);
        if (challenge) {
          rememberLogin();
          setNewIp({ challenge, login: signedIn });
          return;
        }
        setError(errorMessage(failure));
        if (method !== 'username') return;
        if (captchaFlagged(failure) && !captchaShown) setCaptchaShown(true);
        else if (captchaShown) captcha.renew();
        form.set('captcha', '');
      },
    });
  };

  return {
    options,
    method,
    setMethod: (next) => {
      setMethod(next);
      setError(null);
      form.setProblems({});
    },
    form,
    remember,
    setRemember,
    dialingCode,
    setDialingCode,
    countries,
    captchaShown: captchaShown && method === 'username',
    captcha,
    sms,
    sendSms,
    verificationWidget: humanVerification.widget,
    submit: () => void submitVerified(),
    pending: login.isPending || verifying,
    error,
    newIp,
    leaveNewIp: () => setNewIp(null),
  };
}
