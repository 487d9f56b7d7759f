// The login's new-IP step (spec 000 §4): which way to confirm it is the player (the methods the
// gateway named for this account), a send button for an SMS or e-mail code, the answer field, and
// a way back to the login form.
import type { FormEvent } from 'react';
import type { MessageKey, NewIpChallenge, NewIpMethod } from '../../../engine';
import { Button } from '../../components/button';
import { ChoiceChips } from '../../components/choice-chips';
import { ErrorNotice } from '../../components/error-notice';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FormGrid } from './login-form-parts';
import type { LoginContext } from './use-complete-login';
import { useFirstFieldFocus } from './use-first-field-focus';
import { useNewIpVerification } from './use-new-ip-verification';
import { useProblemText } from './use-problem-text';

const ANSWER_LABEL: Record<NewIpMethod, MessageKey> = {
  totp: 'newIp.totpCode',
  sms: 'newIp.code',
  email: 'newIp.code',
  bankHolder: 'newIp.holderName',
};

export interface NewIpVerificationProps {
  challenge: NewIpChallenge;
  login: LoginContext;
  onLoggedIn(): void;
  onBack(): void;
}

export function NewIpVerification({
  challenge,
  login,
  onLoggedIn,
  onBack,
}: NewIpVerificationProps) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const focusFirstField = useFirstFieldFocus<HTMLFormElement>();
  const model = useNewIpVerification(challenge, login, onLoggedIn);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    model.submit();
  };
  const sendsCode = model.method === 'sms' || model.method === 'email';
  const isCode = model.method !== 'bankHolder';
  return (
    <FormGrid ref={focusFirstField} noValidate onSubmit={onSubmit} aria-labelledby="new-ip-title">
      <h3 id="new-ip-title">{t('newIp.title')}</h3>
      <p>{t('newIp.explain')}</p>
      {model.methods.length > 1 && (
        <ChoiceChips
          label={t('newIp.method')}
          chips={model.methods.map((method) => ({ value: method, label: t(`newIp.${method}`) }))}
          selected={model.method}
          onSelect={(value) => model.setMethod(value as NewIpMethod)}
        />
      )}
      {sendsCode && (
        <Button
          type="button"
          variant="secondary"
          onClick={model.sendCode}
          pending={model.sending}
          pendingLabel={t('common.loading')}
        >
          {t('newIp.sendCode')}
        </Button>
      )}
      {model.sentTo && <p role="status">{t('newIp.sentTo', { to: model.sentTo })}</p>}
      <TextField
        label={t(ANSWER_LABEL[model.method])}
        required
        autoComplete={isCode ? 'one-time-code' : 'name'}
        inputMode={isCode ? 'numeric' : 'text'}
        value={model.answer}
        onChange={(event) => model.setAnswer(event.currentTarget.value)}
        error={problem(model.problem)}
      />
      {model.error && <ErrorNotice message={model.error} />}
      <Button type="submit" fullWidth pending={model.pending} pendingLabel={t('common.loading')}>
        {t('newIp.confirm')}
      </Button>
      <Button variant="text" onClick={onBack}>
        {t('newIp.back')}
      </Button>
    </FormGrid>
  );
}
