// Login protection in the security centre (spec 000 §4, a login from an unregistered IP): the
// authenticator app (set up by scanning an otpauth:// QR code or typing its key, confirmed with a
// first code) and the networks the account has logged in from, each of which can be forgotten so
// that the next login from it is asked to verify again.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { QrCode } from '../../components/qr-code';
import { TextField } from '../../components/text-field';
import {
  gatewayQueryKey,
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
} from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageFormats } from './use-page-tools';

function AuthenticatorEnrolment({ onEnrolled }: { onEnrolled(): void }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [code, setCode] = useState('');
  const start = useGatewayMutation('startAuthenticator');
  const confirm = useGatewayMutation('confirmAuthenticator', { onSuccess: onEnrolled });
  const failed = start.error ?? confirm.error;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirm.isPending) confirm.mutate({ code: code.trim() });
  };
  if (!start.data) {
    return (
      <>
        <Button variant="secondary" onClick={() => start.mutate({})} pending={start.isPending}>
          {t('security.authenticatorSetUp')}
        </Button>
        {failed && <p role="alert">{errorMessage(failed)}</p>}
      </>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('security.authenticatorSetUp')}>
      <p>{t('security.authenticatorScan')}</p>
      <QrCode url={start.data.uri} label={t('security.authenticatorQr')} />
      <p>{t('security.authenticatorKey', { key: start.data.secret })}</p>
      <TextField
        label={t('security.authenticatorCode')}
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      {failed && <p role="alert">{errorMessage(failed)}</p>}
      <Button type="submit" pending={confirm.isPending}>
        {t('security.authenticatorConfirm')}
      </Button>
    </form>
  );
}

export function LoginProtection() {
  const { t } = useTranslation();
  const { dateTime } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const protection = useGatewayQuery('loginProtection', {});
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('loginProtection') });
  const forget = useGatewayMutation('forgetKnownIp', { onSuccess: refresh });
  const data = protection.data;
  if (!data) return null;
  return (
    <section aria-labelledby="login-protection">
      <h3 id="login-protection">{t('security.loginProtection')}</h3>
      <p>{t('security.loginProtectionExplain')}</p>
      <h4>{t('security.authenticator')}</h4>
      {data.authenticator === 'enrolled' ? (
        <p>{t('security.authenticatorOn')}</p>
      ) : (
        <AuthenticatorEnrolment onEnrolled={refresh} />
      )}
      <h4>{t('security.knownIps')}</h4>
      <ul>
        {data.knownIps.map((known) => (
          <li key={known.ip}>
            {t('security.knownIp', { ip: known.ip, used: dateTime(known.lastSeenAt) })}
            {known.ip === data.currentIp && ` ${t('security.currentIp')}`}{' '}
            <Button
              variant="secondary"
              aria-label={t('security.forgetIp', { ip: known.ip })}
              onClick={() => forget.mutate({ ip: known.ip })}
              pending={forget.isPending && forget.variables.ip === known.ip}
            >
              {t('security.forget')}
            </Button>
          </li>
        ))}
      </ul>
      {forget.isError && <p role="alert">{errorMessage(forget.error)}</p>}
    </section>
  );
}
