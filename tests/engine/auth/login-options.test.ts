import { describe, expect, it } from 'vitest';
import {
  buildLoginPayload,
  forgotPasswordTabs,
  freePlayPayload,
  loginOptions,
  protectedActionGate,
  smsCodeRequest,
  type FeatureId,
  type ResolvedSkin,
} from '../../../engine';

const login: ResolvedSkin['login'] = {
  methods: ['username', 'sms'],
  social: [
    { provider: 'facebook', authorizeUrl: '/__dev/oauth/facebook/authorize', clientId: 'c' },
    { provider: 'google', authorizeUrl: 'https://accounts.example/auth', clientId: 'c' },
  ],
  rememberMe: true,
  freePlay: true,
  oneClick: true,
};
const on =
  (...features: FeatureId[]) =>
  (feature: FeatureId) =>
    features.includes(feature);

describe('loginOptions (spec 000 §2)', () => {
  it('offers SMS only while verification-code login is on, and social buttons whose module is on', () => {
    expect(loginOptions(login, on('smsLogin', 'googleLogin', 'freePlay'))).toEqual({
      methods: ['username', 'sms'],
      social: [login.social[1]],
      freePlay: true,
      oneClick: false,
      rememberMe: true,
    });
    expect(loginOptions(login, on())).toEqual({
      methods: ['username'],
      social: [],
      freePlay: false,
      oneClick: false,
      rememberMe: true,
    });
  });

  it('keeps username login when a skin offering only SMS has it switched off', () => {
    expect(loginOptions({ ...login, methods: ['sms'] }, on()).methods).toEqual(['username']);
  });
});

describe('forgotPasswordTabs (spec 000 §2)', () => {
  it('shows the mobile tab only with CHNGPASSVERIF3, and then it is the default', () => {
    expect(forgotPasswordTabs(true)).toEqual({ tabs: ['mobile', 'email'], initial: 'mobile' });
    expect(forgotPasswordTabs(false)).toEqual({ tabs: ['email'], initial: 'email' });
  });
});

describe('requests', () => {
  it('sends the SMS code as the password of an SMS login, without a captcha', () => {
    expect(
      buildLoginPayload({
        method: 'sms',
        values: { mobileNum: ' 11912340001 ', smsCode: '123456', captcha: '9' },
        countryDialingCode: '+55',
        portal: 'player',
        captchaKey: 'k',
      }),
    ).toEqual({
      username: '11912340001',
      password: '123456',
      type: 'sms',
      countryDialingCode: '55',
      portal: 'player',
    });
  });

  it('sends the captcha answer with its key once one is shown, and the portal', () => {
    expect(
      buildLoginPayload({
        method: 'username',
        values: { username: ' player01', password: ' Pass ', captcha: '4821' },
        countryDialingCode: '55',
        portal: 'agent',
        captchaKey: 'k1',
      }),
    ).toEqual({
      username: 'player01',
      password: ' Pass ',
      type: 'username',
      captcha: '4821',
      captchaKey: 'k1',
      portal: 'agent',
    });
  });

  it('sends os, platform W and gateway version 3 for free play', () => {
    expect(freePlayPayload('Linux')).toEqual({ os: 'Linux', platform: 'W', version: 3 });
  });

  it('names the phone mobileNo for registration and mobileNum otherwise', () => {
    expect(smsCodeRequest('register', ' 119 ', '+55')).toEqual({
      action: 'registerSmsCode',
      payload: { mobileNo: '119', countryDialingCode: '55' },
    });
    expect(smsCodeRequest('login', '119', '55')).toEqual({
      action: 'loginSmsCode',
      payload: { mobileNum: '119', countryDialingCode: '55' },
    });
    expect(smsCodeRequest('reset', '119', '55').action).toBe('passwordSmsCode');
  });

  it('sends the security centre’s codes to a number being bound, or to the bound one unnamed', () => {
    expect(smsCodeRequest('bindMobile', ' 119 ', '+55')).toEqual({
      action: 'securitySmsCode',
      payload: { purpose: 'bindMobile', mobileNum: '119', countryDialingCode: '55' },
    });
    expect(smsCodeRequest('verify', '', '')).toEqual({
      action: 'securitySmsCode',
      payload: { purpose: 'verify' },
    });
  });
});

describe('protectedActionGate (spec 000 §6)', () => {
  it('sends a visitor to login, shows a trial account the real-account notice, lets others through', () => {
    expect(protectedActionGate({ loggedIn: false })).toBe('login');
    expect(protectedActionGate({ loggedIn: true, memberType: 4 })).toBe('realAccountNeeded');
    expect(protectedActionGate({ loggedIn: true, memberType: 0, isTrial: true })).toBe(
      'realAccountNeeded',
    );
    expect(protectedActionGate({ loggedIn: true, memberType: 1 })).toBe('allowed');
  });
});
