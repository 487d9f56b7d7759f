import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  createTranslator,
  DEFAULT_FIELD_RULES,
  validateChangePassword,
  validateForgotByEmail,
  validateForgotByPhone,
  validateLogin,
} from '../../../engine';

const t = createTranslator(CATALOGUE, { locale: 'en', fallbackLocale: 'pt' });
const text = (problem: { key: string; params?: Record<string, string | number> } | undefined) =>
  problem ? t.t(problem.key, problem.params) : undefined;

describe('validateLogin (spec 000 §5)', () => {
  it('asks for the username and password', () => {
    const problems = validateLogin(
      { username: ' ', password: '' },
      { method: 'username', captchaShown: false },
    );
    expect(text(problems.username)).toBe('Please enter the username and password');
    expect(text(problems.password)).toBe('Please enter the username and password');
    expect(
      validateLogin(
        { username: 'old_style.name', password: 'x' },
        { method: 'username', captchaShown: false },
      ),
    ).toEqual({});
  });

  it('asks for the captcha only once it is shown', () => {
    expect(
      text(
        validateLogin({ username: 'a', password: 'b' }, { method: 'username', captchaShown: true })
          .captcha,
      ),
    ).toBe('Please enter the captcha');
    expect(
      validateLogin(
        { username: 'a', password: 'b', captcha: '4821' },
        { method: 'username', captchaShown: true },
      ),
    ).toEqual({});
  });

  it('checks the mobile by the mobile rule and the SMS code for an SMS login', () => {
    const problems = validateLogin(
      { mobileNum: '12ab', smsCode: '12' },
      { method: 'sms', captchaShown: true },
    );
    expect(text(problems.mobileNum)).toBe('Please enter a valid mobile number');
    expect(text(problems.smsCode)).toBe('Please enter a valid verification code');
    expect(problems.captcha).toBeUndefined();
    expect(text(validateLogin({}, { method: 'sms', captchaShown: false }).mobileNum)).toBe(
      'Input cannot be empty',
    );
    expect(
      validateLogin(
        { mobileNum: '11912340001', smsCode: '123456' },
        { method: 'sms', captchaShown: false },
      ),
    ).toEqual({});
  });
});

describe('validateChangePassword (spec 000 §5)', () => {
  it('asks for the old password unless it is already known', () => {
    const values = { newPassword: 'newpass12', confirmNewPassword: 'newpass12' };
    expect(text(validateChangePassword(values, { oldPasswordKnown: false }).oldPassword)).toBe(
      'Input cannot be empty',
    );
    expect(validateChangePassword(values, { oldPasswordKnown: true })).toEqual({});
  });

  it('holds the new password to the password rule and its confirmation to it', () => {
    const problems = validateChangePassword(
      { oldPassword: 'x', newPassword: 'short', confirmNewPassword: 'other' },
      { oldPasswordKnown: false },
    );
    expect(text(problems.newPassword)).toBe('Please fill in your password with 6 - 20 characters');
    expect(text(problems.confirmNewPassword)).toBe('The two passwords are inconsistent');
  });

  it("uses the gateway's password rule when given", () => {
    const rules = { password: { ...DEFAULT_FIELD_RULES.password, minLength: 10 } };
    expect(
      validateChangePassword(
        { oldPassword: 'x', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
        { oldPasswordKnown: false, rules },
      ).newPassword?.params,
    ).toMatchObject({ min: 10 });
  });
});

describe('forgot password forms (spec 000 §5)', () => {
  it('checks the username rule and the e-mail rule', () => {
    const problems = validateForgotByEmail({ username: '1abc', email: 'not-an-email' });
    expect(problems.username?.key).toBe('fieldRule.username');
    expect(text(problems.email)).toBe('E-mail format is incorrect');
    expect(validateForgotByEmail({ username: 'player01', email: 'player01@example.com' })).toEqual(
      {},
    );
  });

  it('checks the mobile, the SMS code and the new password by phone', () => {
    const problems = validateForgotByPhone({
      mobileNum: '119123',
      verificationCode: '',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc1234',
    });
    expect(Object.keys(problems).sort()).toEqual([
      'confirmNewPassword',
      'mobileNum',
      'verificationCode',
    ]);
    expect(
      validateForgotByPhone({
        mobileNum: '11912340002',
        verificationCode: '123456',
        newPassword: 'abc12345',
        confirmNewPassword: 'abc12345',
      }),
    ).toEqual({});
  });
});
