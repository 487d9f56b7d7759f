// The registration form (spec 000 §2 "Registration pop-up", §3, §5): the method tabs the features
// allow, the fields the effective form shows (required ones marked *), the SMS code with its send
// button when REGSMSVERIF3 is on, the captcha when asked, and the terms and age boxes.
import { useId, type FormEvent } from 'react';
import {
  REGISTRATION_FORM_FIELDS,
  registrationFieldRequired,
  type RegistrationFormField,
  type RegistrationMethod,
} from '../../../engine';
import { AlertDialog } from '../../components/alert-dialog';
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
import { FormGrid } from './login-form';
import { PasswordField } from './password-field';
import { useFirstFieldFocus } from './use-first-field-focus';
import { useProblemText } from './use-problem-text';
import type { RegistrationFormModel } from './use-registration-form';

/** What the browser may fill in each plain text field (autocomplete on every input). */
const AUTOCOMPLETE: Partial<Record<RegistrationFormField, string>> = {
  username: 'username',
  email: 'email',
  payeeName: 'name',
};

export function RegistrationForm({ model }: { model: RegistrationFormModel }) {
  const { t } = useTranslation();
  const idBase = useId();
  const problem = useProblemText();
  const focusFirstField = useFirstFieldFocus<HTMLFormElement>();
  const { form, state } = model;
  const errorOf = (field: RegistrationFormField) =>
    problem(state.problems[field]) ??
    (model.serverProblem?.field === field ? model.serverProblem.text : undefined);
  const common = (field: RegistrationFormField) => ({
    label: t(`register.${field}`),
    required: registrationFieldRequired(form, state.values, field),
    error: errorOf(field),
  });
  const text = (field: RegistrationFormField) => ({
    value: state.values[field],
    onChange: (value: string) => state.set(field, value),
  });

  const renderField = (field: RegistrationFormField) => {
    switch (field) {
      case 'password':
      case 'confirmPassword':
      case 'paymentPassword':
        return (
          <PasswordField
            key={field}
            {...common(field)}
            autoComplete={field === 'paymentPassword' ? 'off' : 'new-password'}
            inputMode={field === 'paymentPassword' ? 'numeric' : undefined}
            value={state.values[field]}
            onChange={(event) => state.set(field, event.currentTarget.value)}
          />
        );
      case 'mobileNum':
        return (
          <PhoneField
            key={field}
            {...common(field)}
            {...text(field)}
            dialingCode={model.dialingCode}
            onDialingCodeChange={model.setDialingCode}
            countries={model.countries}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            {...common(field)}
            {...text(field)}
            sender={model.sms}
            onSend={model.sendSms}
          />
        );
      case 'captcha':
        return (
          <CaptchaField key={field} {...common(field)} {...text(field)} captcha={model.captcha} />
        );
      default:
        return (
          <TextField
            key={field}
            {...common(field)}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            autoCapitalize={field === 'payeeName' ? 'words' : 'none'}
            value={state.values[field]}
            onChange={(event) => state.set(field, event.currentTarget.value)}
          />
        );
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    model.submit();
  };

  const body = (
    <FormGrid ref={focusFirstField} noValidate onSubmit={onSubmit}>
      {REGISTRATION_FORM_FIELDS.filter((field) => form[field].show).map(renderField)}
      <Checkbox
        required
        checked={model.consent.terms}
        onChange={(ticked) => model.setConsent('terms', ticked)}
        error={problem(state.problems.terms)}
        label={
          <>
            {t('register.termsPrefix')}{' '}
            <a href={model.termsLink} target="_blank" rel="noopener">
              {t('register.termsLink')}
            </a>
          </>
        }
      />
      <Checkbox
        required
        checked={model.consent.age}
        onChange={(ticked) => model.setConsent('age', ticked)}
        error={problem(state.problems.age)}
        label={t('register.ageConfirm', { age: model.minimumAge })}
      />
      <HumanVerificationStep widget={model.verificationWidget} />
      {model.error && <ErrorNotice message={model.error} />}
      <Button type="submit" fullWidth pending={model.pending} pendingLabel={t('common.loading')}>
        {t('register.submit')}
      </Button>
      {model.invitationWarning && (
        <AlertDialog
          title={t('auth.warning')}
          message={model.invitationWarning}
          confirmLabel={t('common.confirm')}
          onConfirm={model.dismissInvitationWarning}
          tone="warning"
        />
      )}
    </FormGrid>
  );

  if (model.methods.length < 2) return body;
  const items = model.methods.map((id) => ({
    id,
    label: t(id === 'mobile' ? 'register.methodMobile' : 'register.methodUsername'),
  }));
  return (
    <>
      <Tabs<RegistrationMethod>
        label={t('register.title')}
        items={items}
        value={model.method}
        onChange={model.setMethod}
        idBase={`${idBase}-method`}
      />
      <div {...tabPanelProps(`${idBase}-method`, model.method)}>{body}</div>
    </>
  );
}
