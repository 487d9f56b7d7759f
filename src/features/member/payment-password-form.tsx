// The transaction password (spec 000 §2 securityCenter): set once when the account has none, then
// changed with the current one or, when a mobile is bound, with a code sent to it (for a player who
// forgot the current one).
import { useState } from 'react';
import { ChoiceChips } from '../../components/choice-chips';
import { SmsCodeField } from '../../components/sms-code-field';
import { useSmsSender } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PasswordInput } from './money-inputs';
import { SaveForm, useSecuritySave } from './use-security-save';

type Proof = 'oldPassword' | 'smsCode';

export function PaymentPasswordForm({
  hasPaymentPassword,
  mobile,
}: {
  hasPaymentPassword: boolean;
  /** The bound mobile, masked; empty when none is bound (then only the current password proves). */
  mobile: string;
}) {
  const { t } = useTranslation();
  const [proof, setProof] = useState<Proof>('oldPassword');
  const [oldPassword, setOldPassword] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const sender = useSmsSender('verify');
  const reset = () => {
    setOldPassword('');
    setCode('');
    setPassword('');
    setConfirmPassword('');
  };
  const set = useSecuritySave('setPaymentPassword', reset);
  const change = useSecuritySave('changePaymentPassword', reset);
  const byCode = hasPaymentPassword && mobile !== '' && proof === 'smsCode';
  return (
    <SaveForm
      title={t(
        hasPaymentPassword ? 'security.changePaymentPassword' : 'security.setPaymentPassword',
      )}
      onSubmit={() => {
        const payload = { paymentPassword: password, confirmPaymentPassword: confirmPassword };
        if (!hasPaymentPassword) set.mutate(payload);
        else if (byCode) change.mutate({ ...payload, verificationCode: code });
        else change.mutate({ ...payload, oldPaymentPassword: oldPassword });
      }}
      error={set.error ?? change.error}
      saved={set.isSuccess || change.isSuccess}
      savedText={t('security.paymentPasswordSaved')}
      pending={set.isPending || change.isPending}
    >
      {hasPaymentPassword && mobile !== '' && (
        <ChoiceChips
          label={t('security.proveWith')}
          chips={[
            { value: 'oldPassword', label: t('security.withOldPassword') },
            { value: 'smsCode', label: t('security.withSmsCode') },
          ]}
          selected={proof}
          onSelect={(value) => setProof(value as Proof)}
        />
      )}
      {hasPaymentPassword && !byCode && (
        <PasswordInput
          label={t('security.oldPaymentPassword')}
          value={oldPassword}
          onChange={setOldPassword}
        />
      )}
      {byCode && (
        <SmsCodeField
          label={t('security.codeSentTo', { mobile })}
          required
          value={code}
          onChange={setCode}
          sender={sender}
          onSend={() => void sender.send('', '')}
        />
      )}
      <PasswordInput
        label={t('security.newPaymentPassword')}
        value={password}
        onChange={setPassword}
      />
      <PasswordInput
        label={t('security.confirmPaymentPassword')}
        value={confirmPassword}
        onChange={setConfirmPassword}
      />
    </SaveForm>
  );
}
