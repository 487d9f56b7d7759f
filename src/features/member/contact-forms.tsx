// Binding contacts (spec 000 §2 securityCenter): a mobile number with a code sent to the new
// number (the login password too when it replaces one already bound), and an e-mail with the login
// password. The gateway answers them masked; the details above show the new one after a save.
import { useState } from 'react';
import { PhoneField } from '../../components/phone-field';
import { SmsCodeField } from '../../components/sms-code-field';
import { TextField } from '../../components/text-field';
import { useDialingCode, useSmsSender } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SaveForm, useSecuritySave } from './use-security-save';

function LoginPasswordInput({ value, onChange }: { value: string; onChange(v: string): void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('security.loginPassword')}
      type="password"
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function MobileForm({ bound }: { bound: boolean }) {
  const { t } = useTranslation();
  const { dialingCode, setDialingCode, countries } = useDialingCode();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const sender = useSmsSender('bindMobile');
  const save = useSecuritySave('bindMobile', () => {
    setMobileNum('');
    setCode('');
    setPassword('');
  });
  const title = t(bound ? 'security.changeMobile' : 'security.bindMobile');
  return (
    <SaveForm
      title={title}
      onSubmit={() =>
        save.mutate({
          countryDialingCode: dialingCode,
          mobileNum: mobileNum.trim(),
          verificationCode: code.trim(),
          ...(bound ? { password } : {}),
        })
      }
      error={save.error}
      saved={save.isSuccess}
      savedText={t('security.mobileSaved')}
      pending={save.isPending}
    >
      <PhoneField
        label={t('security.newMobile')}
        required
        value={mobileNum}
        onChange={setMobileNum}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        countries={countries}
      />
      <SmsCodeField
        label={t('security.verificationCode')}
        required
        value={code}
        onChange={setCode}
        sender={sender}
        onSend={() => void sender.send(mobileNum, dialingCode)}
      />
      {bound && <LoginPasswordInput value={password} onChange={setPassword} />}
    </SaveForm>
  );
}

export function EmailForm({ bound }: { bound: boolean }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const save = useSecuritySave('bindEmail', () => {
    setEmail('');
    setPassword('');
  });
  const title = t(bound ? 'security.changeEmail' : 'security.bindEmail');
  return (
    <SaveForm
      title={title}
      onSubmit={() => save.mutate({ email: email.trim(), password })}
      error={save.error}
      saved={save.isSuccess}
      savedText={t('security.emailSaved')}
      pending={save.isPending}
    >
      <TextField
        label={t('security.newEmail')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <LoginPasswordInput value={password} onChange={setPassword} />
    </SaveForm>
  );
}
