// Forgot password by phone (spec 000 §4, §5, §7; only with CHNGPASSVERIF3): the mobile number and
// the SMS code it receives, a new password and its confirmation; the gateway sets it and answers
// with a session, so the player is logged in with the new password at once. On a firebase merchant
// the code is confirmed with firebase and its id token goes along (./use-phone-proof.ts).
import { useState, type FormEvent } from 'react';
import {
  checkField,
  DEFAULT_FIELD_RULES,
  formPasses,
  validateForgotByPhone,
  type ForgotByPhoneField,
} from '../../../engine';
import { Button } from '../../components/button';
import { ErrorNotice } from '../../components/error-notice';
import { PhoneField } from '../../components/phone-field';
import { SmsCodeField } from '../../components/sms-code-field';
import { useApiErrorMessage, useGatewayMutation, useDialingCode } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FormGrid } from './login-form';
import { NewPasswordFields } from './new-password-fields';
import { useCompleteLogin } from './use-complete-login';
import { useFieldRules } from './use-field-rules';
import { useFirstFieldFocus } from './use-first-field-focus';
import { useFormState } from './use-form-state';
import { usePhoneProof } from './use-phone-proof';
import { useProblemText } from './use-problem-text';

export function ForgotByPhoneForm({ onLoggedIn }: { onLoggedIn(): void }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const focusFirstField = useFirstFieldFocus<HTMLFormElement>();
  const errorMessage = useApiErrorMessage();
  const completeLogin = useCompleteLogin();
  const rules = useFieldRules();
  const { dialingCode, setDialingCode, countries } = useDialingCode();
  const form = useFormState<ForgotByPhoneField>({
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const phone = usePhoneProof('reset');
  const { sms } = phone;
  const setPassword = useGatewayMutation('setPasswordByPhone');
  const [error, setError] = useState<string | null>(null);

  const sendSms = () => {
    const mobile = checkField(form.values.mobileNum.trim(), {
      ...(rules?.mobileNum ?? DEFAULT_FIELD_RULES.mobileNum),
      required: true,
    });
    if (mobile) return form.setProblems({ ...form.problems, mobileNum: mobile });
    void sms.send(form.values.mobileNum, dialingCode);
  };

  const submit = async () => {
    if (setPassword.isPending || phone.proving) return;
    const problems = validateForgotByPhone(form.values, rules);
    form.setProblems(problems);
    if (!formPasses(problems)) return;
    setError(null);
    const mobileNum = form.values.mobileNum.trim();
    const verificationCode = form.values.verificationCode.trim();
    const phoneProof = await phone.proveOr(verificationCode, setError);
    if (!phoneProof) return;
    setPassword.mutate(
      {
        mobileNum,
        countryDialingCode: dialingCode,
        verificationCode,
        ...phoneProof,
        newPassword: form.values.newPassword,
        confirmNewPassword: form.values.confirmNewPassword,
      },
      {
        onSuccess: async (value) => {
          const plan = await completeLogin(value, {
            method: 'phoneReset',
            portal: 'player',
            username: mobileNum,
            typedPassword: form.values.newPassword,
          });
          if (plan.outcome === 'loggedIn') onLoggedIn();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <FormGrid ref={focusFirstField} noValidate onSubmit={onSubmit}>
      <PhoneField
        label={t('forgot.mobile')}
        required
        value={form.values.mobileNum}
        onChange={(value) => form.set('mobileNum', value)}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        countries={countries}
        error={problem(form.problems.mobileNum)}
      />
      <SmsCodeField
        label={t('forgot.verificationCode')}
        required
        value={form.values.verificationCode}
        onChange={(value) => form.set('verificationCode', value)}
        sender={sms}
        onSend={sendSms}
        error={problem(form.problems.verificationCode)}
      />
      <NewPasswordFields
        form={form}
        labels={{
          newPassword: t('forgot.newPassword'),
          confirmNewPassword: t('forgot.confirmNewPassword'),
        }}
      />
      {error && <ErrorNotice message={error} />}
      <Button
        type="submit"
        fullWidth
        pending={setPassword.isPending || phone.proving}
        pendingLabel={t('common.loading')}
      >
        {t('forgot.submit')}
      </Button>
    </FormGrid>
  );
}
