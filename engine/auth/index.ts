// Pure rules of account flows: login, registration, passwords, SMS countdown, captcha, social
// sign-in, trial (spec 000 §3–§5). Re-exported by engine/index.ts; src reaches them only through
// there.
export { formPasses, type FormProblem, type FormProblems } from './form-problem';
export {
  afterLogin,
  type AfterLoginInput,
  type AfterLoginPlan,
  type ForcedChangeReason,
  type LoginMethodUsed,
  type LoginPortal,
} from './after-login';
export { agentPolicyOn } from './agent-policy';
export { e164Phone, firebaseAuthCode } from './firebase-phone';
export {
  FIREBASE_SMS_COUNTDOWN_SECONDS,
  smsCountdownEndsAt,
  smsCountdownSeconds,
  smsSecondsLeft,
  type SmsCountdownInput,
} from './sms-countdown';
export { CAPTCHA_REFRESH_INTERVAL_MS, LOGIN_SMS_THROTTLE_MS, pressAllowed } from './click-throttle';
export {
  readRememberedLogin,
  REMEMBER_ME_COOKIES,
  REMEMBER_ME_MAX_AGE_SECONDS,
  rememberMeCookies,
  serializeCookie,
  type CookieWrite,
  type RememberedLogin,
  type RememberMeInput,
  type SmsLoginInfo,
} from './remember-me';
export {
  registrationFieldRequired,
  registrationValue,
  validateRegistration,
  type RegistrationConsent,
  type RegistrationProblemField,
  type RegistrationValues,
} from './registration-validation';
export {
  buildRegistrationRequest,
  type RegistrationPage,
  type RegistrationRequest,
  type RegistrationRequestInput,
} from './registration-payload';
export { affiliateCodeToCheck, invitationCodes, type InvitationCodes } from './invitation-codes';
export {
  validateLogin,
  type LoginChecks,
  type LoginField,
  type LoginValues,
} from './login-validation';
export {
  validateChangePassword,
  validateForgotByEmail,
  validateForgotByPhone,
  type ChangePasswordField,
  type ForgotByEmailField,
  type ForgotByPhoneField,
  type PasswordFormRules,
} from './password-validation';
export { errorField, phoneErrorKey, type CodedError, type PhoneErrorKey } from './phone-errors';
export { captchaFlagged } from './captcha-flag';
export {
  forgotPasswordTabs,
  loginOptions,
  type ForgotPasswordTab,
  type LoginOptions,
} from './login-options';
export { buildLoginPayload, freePlayPayload, type LoginRequestInput } from './login-request';
export { smsCodeRequest, type SmsCodeRequest, type SmsPurpose } from './sms-code-request';
export {
  readSocialCallback,
  socialAuthorizeUrl,
  socialLoginPayload,
  type AuthorizeRequest,
  type SocialCallback,
} from './social-sign-in';
export { agentMenuPages } from './agent-menu';
export { agentClock, gmtOffset } from './agent-clock';
export { protectedActionGate, type ProtectedActionGate } from './protected-action';
export {
  NEW_IP_METHODS,
  newIpChallengeOf,
  newIpMethodSendsCode,
  validateNewIpAnswer,
  type NewIpChallenge,
  type NewIpMethod,
} from './new-ip-challenge';
export { solveWork, sha256, startsWithZeroBits, type WorkChallenge } from './proof-of-work';
export {
  isVerificationWidget,
  VERIFICATION_POLICY_NAME,
  VERIFICATION_WIDGETS,
  widgetCspSources,
  type CspDirective,
  type VerificationWidget,
  type VerificationWidgetSpec,
} from './verification-widgets';
