// What the login pop-up offers (spec 000 §2 "Login pop-up", §6 flags): the method tabs in the
// skin's order, SMS only while verification-code login is on (SMSLOGIN3); the social buttons whose
// module is on; free play while FREEPLAY3 is on; remember-me as the skin says. And the
// forgot-password tabs: e-mail always, mobile only with CHNGPASSVERIF3, and then it is the default.
import type { FeatureId } from '../features/feature-registry';
import type { LoginMethod, ResolvedSkin, SocialSignIn } from '../model/skin-types';

export interface LoginOptions {
  methods: LoginMethod[];
  social: SocialSignIn[];
  freePlay: boolean;
  /** One-click login and the quick login back into its account (module ONECLICK3). */
  oneClick: boolean;
  rememberMe: boolean;
}

const SOCIAL_FEATURE: Record<SocialSignIn['provider'], FeatureId> = {
  facebook: 'facebookLogin',
  google: 'googleLogin',
};

export function loginOptions(
  login: ResolvedSkin['login'],
  isOn: (feature: FeatureId) => boolean,
): LoginOptions {
  const methods = login.methods.filter((method) => method !== 'sms' || isOn('smsLogin'));
  return {
    // A skin always logs in somehow: with SMS switched off and no username method, username stays.
    methods: methods.length > 0 ? methods : ['username'],
    social: login.social.filter((entry) => isOn(SOCIAL_FEATURE[entry.provider])),
    freePlay: isOn('freePlay'),
    oneClick: isOn('oneClickLogin'),
    rememberMe: login.rememberMe,
  };
}

export type ForgotPasswordTab = 'mobile' | 'email';

export function forgotPasswordTabs(byPhoneOn: boolean): {
  tabs: ForgotPasswordTab[];
  initial: ForgotPasswordTab;
} {
  return byPhoneOn
    ? { tabs: ['mobile', 'email'], initial: 'mobile' }
    : { tabs: ['email'], initial: 'email' };
}
