// The login form (spec 000 §2 "Login pop-up"): method tabs username / SMS when SMS login is on, the
// captcha once the gateway asks for it, remember-me, the forgot-password link, and under it what
// the portal offers (the pop-up adds social sign-in, free play and the register link; /agent does
// not).
import { useId, type FormEvent, type ReactNode } from 'react';
import type { LoginPortal } from '../../../engine';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { ErrorNotice } from '../../components/error-notice';
import { PhoneField } from '../../components/phone-field';
import { SmsCodeField } from '../../components/sms-code-field';
import { tabPanelProps, Tabs } from '../../components/tabs';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CaptchaField } from './captcha-field';
import { HumanVerificationStep } from './human-verification-step';
import { FormGrid, Row } from './login-form-parts';
import { NewIpVerification } from './new-ip-verification';
import { PasswordField } from './password-field';
import { useFirstFieldFocus } from './use-first-field-focus';
import { useLoginForm, type LoginMethodTab } from './use-login-form';
import { useProblemText } from './use-problem-text';

export { FormGrid, Row };

export interface LoginFormProps {
  portal: LoginPortal;
  /** The login went through (not refused, no forced change). */
  onLoggedIn(): void;
  /** "Forgot password?"; absent hides the link. */
  onForgot?(): void;
  /** What goes under the form: social buttons, free play, the register link. */
  footer?: ReactNode;
}

export function LoginForm({ portal, onLoggedIn, onForgot, footer }: LoginFormProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const problem = useProblemText();
  const focusFirstField = useFirstFieldFocus<HTMLFormElement>();
  const model = useLoginForm(portal, onLoggedIn);
  const { form, method } = model;
  if (model.newIp) {
    return (
      <NewIpVerification
        challenge={model.newIp.challenge}
        login={model.newIp.login}
        onLoggedIn={onLoggedIn}
        onBack={model.leaveNewIp}
      />
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    model.submit();
  };
  const methodTabs = model.options.methods.map((id) => ({
    id,
    label: t(id === 'sms' ? 'login.methodSms' : 'login.methodUsername'),
  }));

  const fields =
    method === 'sms' ? (
      <>
        <PhoneField
          label={t('login.mobile')}
          required
          value={form.values.mobileNum}
          onChange={(value) => form.set('mobileNum', value)}
          dialingCode={model.dialingCode}
          onDialingCodeChange={model.setDialingCode}
          countries={model.countries}
          error={problem(form.problems.mobileNum)}
        />
        <SmsCodeField
          label={t('login.smsCode')}
          required
          value={form.values.smsCode}
          onChange={(value) => form.set('smsCode', value)}
          sender={model.sms}
          onSend={model.sendSms}
          error={problem(form.problems.smsCode)}
        />
      </>
    ) : (
      <>
        <TextField
          label={t('login.username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={form.values.username}
          onChange={(event) => form.set('username', event.currentTarget.value)}
          error={problem(form.problems.username)}
        />
        <PasswordField
          label={t('login.password')}
          required
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.set('password', event.currentTarget.value)}
          error={problem(form.problems.password)}
        />
        {model.captchaShown && (
          <CaptchaField
            label={t('login.captcha')}
            required
            value={form.values.captcha}
            onChange={(value) => form.set('captcha', value)}
            captcha={model.captcha}
            error={problem(form.problems.captcha)}
          />
        )}
      </>
    );

  const body = (
    <FormGrid ref={focusFirstField} noValidate onSubmit={onSubmit}>
      {fields}
      <Row>
        {model.options.rememberMe ? (
          <Checkbox
            label={t('login.rememberMe')}
            checked={model.remember}
            onChange={model.setRemember}
          />
        ) : (
          <span />
        )}
        {onForgot && (
          <Button variant="text" onClick={onForgot}>
            {t('login.forgotPassword')}
          </Button>
        )}
      </Row>
      <HumanVerificationStep widget={model.verificationWidget} />
      {model.error && <ErrorNotice message={model.error} />}
      <Button type="submit" fullWidth pending={model.pending} pendingLabel={t('common.loading')}>
        {t('login.submit')}
      </Button>
      {footer}
    </FormGrid>
  );

  if (methodTabs.length < 2) return body;
  return (
    <>
      <Tabs<LoginMethodTab>
        label={t('login.title')}
        items={methodTabs}
        value={method}
        onChange={model.setMethod}
        idBase={`${idBase}-method`}
      />
      <div {...tabPanelProps(`${idBase}-method`, method)}>{body}</div>
    </>
  );
}
