// The registration form's state and submit (spec 000 §4 "Registration", §5, §8): the terms and age
// ticked, every shown field checked against the effective form (skin + gateway settings and rules);
// an invitation code — typed or from the link — checked first ('Invalid invitation code' warning
// dialog); then register or registerByMobile, and the new account is logged in and sent home. A
// refusal that names a field shows under that field; nothing typed is lost. On a firebase merchant
// the SMS code is confirmed with firebase first and its id token goes along (./use-phone-proof.ts).
import { useState } from 'react';
import {
  affiliateCodeToCheck,
  buildRegistrationRequest,
  errorField,
  formPasses,
  invitationCodes,
  isApiError,
  REGISTRATION_FORM_FIELDS,
  validateRegistration,
  type ApiError,
  type RegistrationForm,
  type RegistrationFormField,
  type RegistrationMethod,
  type RegistrationProblemField,
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
import { useCaptcha, type Captcha } from './use-captcha';
import { useCompleteLogin } from './use-complete-login';
import { useFormState, type FormState } from './use-form-state';
import { useHumanVerification, type WidgetStep } from './use-human-verification';
import { usePhoneProof } from './use-phone-proof';

type ConsentField = 'terms' | 'age';

export interface RegistrationFormModel {
  methods: RegistrationMethod[];
  method: RegistrationMethod;
  setMethod(method: RegistrationMethod): void;
  form: RegistrationForm;
  state: FormState<RegistrationProblemField>;
  consent: Record<ConsentField, boolean>;
  setConsent(field: ConsentField, ticked: boolean): void;
  minimumAge: number;
  termsLink: string;
  dialingCode: string;
  setDialingCode(code: string): void;
  countries: CountryCode[];
  captcha: Captcha;
  sms: SmsSender;
  sendSms(): void;
  /** The merchant's verification widget, while its step waits for the player (spec 000 §3). */
  verificationWidget: WidgetStep | null;
  submit(): void;
  pending: boolean;
  error: string | null;
  /** A refusal that names a field: the gateway's sentence, shown under that field. */
  serverProblem: { field: RegistrationFormField; text: string } | null;
  /** 'Invalid invitation code' (spec 000 §8): the warning dialog over the form. */
  invitationWarning: string | null;
  dismissInvitationWarning(): void;
}

const emptyValues = () =>
  Object.fromEntries(
    [...REGISTRATION_FORM_FIELDS, 'terms', 'age'].map((field) => [field, '']),
  ) as Record<RegistrationProblemField, string>;

export function useRegistrationForm(onRegistered: () => void): RegistrationFormModel {
  const { t } = useTranslation();
  const skin = useSkin();
  const errorMessage = useApiErrorMessage();
  const completeLogin = useCompleteLogin();
  const { methods } = skin.registration;
  const [method, setMethod] = useState<RegistrationMethod>(methods[0] ?? 'username');
  // Rendered only while at least one method is on (register-modal.tsx).
  const form = (skin.registration.forms[method] ?? skin.registration.forms[methods[0]!])!;
  const [invitation] = useState(() => invitationCodes(window.location.search));
  const state = useFormState<RegistrationProblemField>(() => ({
    ...emptyValues(),
    affiliateCode: invitation.affiliateCode,
    // A player's invite link (?ref=<member id>) names the recommender (gateway README "Referral").
    recommenderId: /^\d+$/.test(invitation.referralCode) ? invitation.referralCode : '',
  }));
  const [consent, setConsentState] = useState<Record<ConsentField, boolean>>({
    terms: false,
    age: false,
  });
  const { dialingCode, setDialingCode, countries } = useDialingCode();
  const captcha = useCaptcha(form.captcha.show);
  const humanVerification = useHumanVerification();
  const phone = usePhoneProof('register', humanVerification.verify);
  const { sms } = phone;
  const [error, setError] = useState<string | null>(null);
  const [invitationWarning, setInvitationWarning] = useState<string | null>(null);
  const [serverProblem, setServerProblem] = useState<RegistrationFormModel['serverProblem']>(null);
  const affiliateCheck = useGatewayMutation('affiliateCheck');
  const register = useGatewayMutation('register');
  const registerByMobile = useGatewayMutation('registerByMobile');
  const pending =
    phone.proving || affiliateCheck.isPending || register.isPending || registerByMobile.isPending;

  const refused = (failure: ApiError) => {
    if (failure.code === 'INVALID_INVITATION') {
      return setInvitationWarning(t('validation.invitationCode'));
    }
    if (failure.code === 'CAPTCHA_INVALID' || failure.code === 'CAPTCHA_REQUIRED') {
      captcha.renew();
      state.set('captcha', '');
    }
    const field = errorField(failure);
    const message = errorMessage(failure);
    if (
      field &&
      (REGISTRATION_FORM_FIELDS as readonly string[]).includes(field) &&
      form[field as RegistrationFormField].show
    ) {
      // A rule refusal's own sentence names the rule (it follows X-Language); its code's text is
      // generic.
      setServerProblem({
        field: field as RegistrationFormField,
        text:
          failure.code === 'FIELD_INVALID' && failure.message.trim() ? failure.message : message,
      });
      return;
    }
    setError(message);
  };

  const registerNow = async () => {
    const request = buildRegistrationRequest({
      method,
      form,
      values: state.values,
      countryDialingCode: dialingCode,
      captchaKey: captcha.image?.captchaKey,
      invitation,
      page: { href: window.location.href, host: window.location.host },
    });
    const onSuccess = async (value: Parameters<typeof completeLogin>[0]) => {
      const plan = await completeLogin(value, {
        method: 'registration',
        portal: 'player',
        username: request.payload.username,
      });
      if (plan.outcome === 'loggedIn') onRegistered();
    };
    const onError = (failure: ApiError) => refused(failure);
    // A phone with a code typed is proved by it, or by firebase's id token for it (spec 000 §3).
    const code = request.payload.verificationCode;
    const phoneProof = request.payload.mobileNum && code ? await phone.proveOr(code, setError) : {};
    if (!phoneProof) return;
    if (request.action === 'registerByMobile') {
      registerByMobile.mutate({ ...request.payload, ...phoneProof }, { onSuccess, onError });
    } else {
      register.mutate({ ...request.payload, ...phoneProof }, { onSuccess, onError });
    }
  };

  const submit = () => {
    if (pending) return;
    const problems = validateRegistration(form, state.values, {
      ...consent,
      minimumAge: skin.ageGate.minimumAge,
    });
    state.setProblems(problems);
    setServerProblem(null);
    if (!formPasses(problems)) return;
    setError(null);
    const code = affiliateCodeToCheck(
      form.affiliateCode.show ? state.values.affiliateCode : '',
      invitation,
    );
    if (!code) return void registerNow();
    affiliateCheck.mutate(
      { code, domain: window.location.host },
      {
        onSuccess: () => void registerNow(),
        onError: (failure) =>
          isApiError(failure) && failure.kind === 'business' && failure.code !== 'INVALID_DOMAIN'
            ? setInvitationWarning(t('validation.invitationCode'))
            : setError(errorMessage(failure)),
      },
    );
  };

  const sendSms = () => {
    const problems = validateRegistration(
      { ...form, mobileNum: { ...form.mobileNum, required: true } },
      state.values,
      { terms: true, age: true, minimumAge: 0 },
    );
    if (problems.mobileNum) {
      return state.setProblems({ ...state.problems, mobileNum: problems.mobileNum });
    }
    void sms.send(state.values.mobileNum, dialingCode);
  };

  return {
    methods,
    method,
    setMethod: (next) => {
      setMethod(next);
      setError(null);
      state.setProblems({});
    },
    form,
    state,
    consent,
    setConsent: (field, ticked) => {
      setConsentState((current) => ({ ...current, [field]: ticked }));
      if (ticked) state.setProblems({ ...state.problems, [field]: undefined });
    },
    minimumAge: skin.ageGate.minimumAge,
    termsLink: skin.registration.termsLink,
    dialingCode,
    setDialingCode,
    countries,
    captcha,
    sms,
    sendSms,
    verificationWidget: humanVerification.widget,
    submit,
    pending,
    error,
    serverProblem,
    invitationWarning,
    dismissInvitationWarning: () => setInvitationWarning(null),
  };
}
