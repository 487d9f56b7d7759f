import { beforeAll, describe, expect, it } from 'vitest';
import {
  affiliateCodeToCheck,
  buildRegistrationRequest,
  CATALOGUE,
  createTranslator,
  formPasses,
  invitationCodes,
  mergeEffective,
  validateRegistration,
  type RegistrationForm,
  type RegistrationValues,
} from '../../../engine';
import { minimalSkin, resolvedSkin } from '../memory-skins';

const t = createTranslator(CATALOGUE, { locale: 'en', fallbackLocale: 'pt' });
const consent = { terms: true, age: true, minimumAge: 18 };
const page = { href: 'https://acme.example/register?referralCode=R1', host: 'acme.example' };
const noInvitation = { affiliateCode: '', referralCode: '' };

let usernameForm: RegistrationForm;
let mobileForm: RegistrationForm;

beforeAll(async () => {
  const skin = await resolvedSkin({
    ...minimalSkin('acme'),
    registration: {
      methods: ['username', 'mobile'],
      fields: {
        email: { show: true, required: true },
        mobileNum: { show: true, required: false },
        affiliateCode: { show: true, required: false },
        payeeName: { show: false, required: false },
        verificationCode: { show: true, required: true },
      },
    },
    features: { registrationSms: true, mobileRegistrationPassword: true },
  });
  // The gateway narrows the e-mail rule and stops asking for the captcha (spec 000 §5: its settings
  // refine the skin's).
  const effective = mergeEffective(skin, {
    registrationSettings: { captcha: { show: false } },
    registrationRules: {
      email: { acceptedPattern: 'email', minLength: 8, maxLength: 40, patternId: 'email' },
    },
  });
  usernameForm = effective.registration.forms.username!;
  mobileForm = effective.registration.forms.mobile!;
});

const good: RegistrationValues = {
  username: 'newplayer1',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  email: 'new@player.com',
};

describe('validateRegistration (spec 000 §5)', () => {
  it('passes a form whose shown fields keep their rules, with the terms and age ticked', () => {
    expect(validateRegistration(usernameForm, good, consent)).toEqual({});
    expect(formPasses(validateRegistration(usernameForm, good, consent))).toBe(true);
  });

  it("says 'inconsistent twice' when the confirmation differs", () => {
    const problems = validateRegistration(
      usernameForm,
      { ...good, confirmPassword: 'abc12346' },
      consent,
    );
    expect(t.t(problems.confirmPassword!.key)).toBe('The two passwords are inconsistent');
  });

  it("says 'Input cannot be empty' for a required field and checks each field against the gateway's rule", () => {
    const problems = validateRegistration(
      usernameForm,
      { ...good, username: '', email: 'a@b.co' },
      consent,
    );
    expect(t.t(problems.username!.key)).toBe('Input cannot be empty');
    expect(problems.email).toEqual({
      key: 'fieldRule.email',
      params: { min: 8, max: 40, range: '8 - 40' },
    });
  });

  it('fills min and max into the patternId message', () => {
    const problem = validateRegistration(
      usernameForm,
      { ...good, password: 'ab1', confirmPassword: 'ab1' },
      consent,
    ).password!;
    expect(t.t(problem.key, problem.params)).toBe(
      'Please fill in your password with 6 - 20 characters',
    );
  });

  it('lets an optional field stay empty but checks it once filled', () => {
    expect(
      validateRegistration(usernameForm, { ...good, mobileNum: '' }, consent).mobileNum,
    ).toBeUndefined();
    expect(
      validateRegistration(usernameForm, { ...good, mobileNum: '12ab' }, consent).mobileNum?.key,
    ).toBe('fieldRule.mobile');
  });

  it('asks for the SMS code of an optional mobile number only once a number is given', () => {
    expect(validateRegistration(usernameForm, good, consent).verificationCode).toBeUndefined();
    expect(
      validateRegistration(usernameForm, { ...good, mobileNum: '11955550002' }, consent)
        .verificationCode?.key,
    ).toBe('validation.required');
  });

  it('ignores fields the form does not show', () => {
    expect(
      validateRegistration(usernameForm, { ...good, payeeName: '!!', captcha: '' }, consent),
    ).toEqual({});
  });

  it('asks for the terms and the age (21 where the skin says so) with inline errors', () => {
    const problems = validateRegistration(usernameForm, good, {
      terms: false,
      age: false,
      minimumAge: 21,
    });
    expect(t.t(problems.terms!.key)).toBe('Please read and accept the terms and conditions');
    expect(t.t(problems.age!.key, problems.age!.params)).toBe(
      'Please confirm you are 21 years old',
    );
  });

  it('asks a mobile registration for the number and the SMS code, not a username', () => {
    const problems = validateRegistration(
      mobileForm,
      { password: 'abc12345', confirmPassword: 'abc12345', email: 'new@player.com' },
      consent,
    );
    expect(Object.keys(problems).sort()).toEqual(['mobileNum', 'verificationCode']);
  });
});

describe('buildRegistrationRequest (spec 000 §3)', () => {
  it('sends the shown, filled fields plus what the web adds', () => {
    const request = buildRegistrationRequest({
      method: 'username',
      form: usernameForm,
      values: { ...good, payeeName: 'Hidden Name', username: ' newplayer1 ' },
      countryDialingCode: '+55',
      invitation: invitationCodes('?referralCode=R1'),
      page,
    });
    expect(request).toEqual({
      action: 'register',
      payload: {
        username: 'newplayer1',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        email: 'new@player.com',
        referralCode: 'R1',
        registerUrl: page.href,
        domain: 'acme.example',
        registerMethod: 'WEB',
        login: true,
      },
    });
  });

  it('uses the mobile number as the username of a mobile registration, with its dialing code', () => {
    const request = buildRegistrationRequest({
      method: 'mobile',
      form: mobileForm,
      values: {
        mobileNum: '11955550001',
        verificationCode: '123456',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        email: 'm@player.com',
      },
      countryDialingCode: '55',
      invitation: noInvitation,
      page,
    });
    expect(request.action).toBe('registerByMobile');
    expect(request.payload).toMatchObject({
      username: '11955550001',
      mobileNum: '11955550001',
      countryDialingCode: '55',
      verificationCode: '123456',
      registerMethod: 'WEB',
      login: true,
    });
  });

  it("prefers the typed invitation code to the link's, and sends the captcha key with a captcha", async () => {
    const skin = await resolvedSkin({
      ...minimalSkin('acme'),
      registration: {
        fields: {
          captcha: { show: true, required: true },
          affiliateCode: { show: true, required: false },
        },
      },
    });
    const form = mergeEffective(skin, {}).registration.forms.username!;
    const invitation = invitationCodes('?aff=AGT001');
    const typed = buildRegistrationRequest({
      method: 'username',
      form,
      values: { ...good, affiliateCode: 'AGT002', captcha: '1234' },
      countryDialingCode: '55',
      captchaKey: 'k1',
      invitation,
      page,
    });
    expect(typed.payload).toMatchObject({
      affiliateCode: 'AGT002',
      captcha: '1234',
      captchaKey: 'k1',
    });
    expect(
      buildRegistrationRequest({
        method: 'username',
        form,
        values: good,
        countryDialingCode: '55',
        invitation,
        page,
      }).payload.affiliateCode,
    ).toBe('AGT001');
  });
});

describe('invitation codes', () => {
  it('reads the affiliate and referral codes from the query', () => {
    expect(invitationCodes('?affiliateCode=AGT001&referralCode=FRIEND')).toEqual({
      affiliateCode: 'AGT001',
      referralCode: 'FRIEND',
    });
    expect(invitationCodes('?aff=%20AGT002%20&ref=X')).toEqual({
      affiliateCode: 'AGT002',
      referralCode: 'X',
    });
    expect(invitationCodes('')).toEqual(noInvitation);
  });

  it('checks the typed code first, else the link’s, else none', () => {
    expect(affiliateCodeToCheck(' AGT9 ', { affiliateCode: 'AGT1', referralCode: '' })).toBe(
      'AGT9',
    );
    expect(affiliateCodeToCheck('', { affiliateCode: 'AGT1', referralCode: '' })).toBe('AGT1');
    expect(affiliateCodeToCheck(undefined, noInvitation)).toBeNull();
  });
});
