// One-click and quick login (spec 000 §1), while ONECLICK3 is on: one press creates an account for
// this browser (oneClickRegister) and keeps its device secret in local storage; afterwards the login
// modal offers to continue as that account in one tap (deviceLogin). No password is stored: the
// secret is the gateway's random credential, which it keeps only hashed; a secret it refuses is
// forgotten here.
import { useState } from 'react';
import { isApiError } from '../../../engine';
import { Button } from '../../components/button';
import { ErrorNotice } from '../../components/error-notice';
import { useApiErrorMessage, useGatewayMutation } from '../../lib/api';
import { webStorage } from '../../lib/browser/web-storage';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompleteLogin } from './use-complete-login';

/** Local storage key of the browser's one-click account: { account, secret }. */
export const DEVICE_LOGIN_KEY = 'deviceLogin';

interface DeviceAccount {
  account: string;
  secret: string;
}

function storedAccount(): DeviceAccount | null {
  try {
    const value = JSON.parse(
      webStorage('localStorage').getItem(DEVICE_LOGIN_KEY) ?? 'null',
    ) as Partial<DeviceAccount> | null;
    return value?.account && value.secret ? { account: value.account, secret: value.secret } : null;
  } catch {
    return null;
  }
}

export function OneClickLogin({ onLoggedIn }: { onLoggedIn(): void }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const completeLogin = useCompleteLogin();
  const [device, setDevice] = useState(storedAccount);
  const [error, setError] = useState<string | null>(null);
  const create = useGatewayMutation('oneClickRegister');
  const resume = useGatewayMutation('deviceLogin');
  const finish = async (value: Parameters<typeof completeLogin>[0]) => {
    const plan = await completeLogin(value, { method: 'device', portal: 'player' });
    if (plan.outcome === 'loggedIn') onLoggedIn();
  };
  const start = () =>
    create.mutate(
      {},
      {
        onSuccess: async ({ session, deviceSecret }) => {
          const account = { account: session.account, secret: deviceSecret };
          webStorage('localStorage').setItem(DEVICE_LOGIN_KEY, JSON.stringify(account));
          setDevice(account);
          await finish(session);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  const continueAs = (account: DeviceAccount) =>
    resume.mutate(
      { deviceSecret: account.secret },
      {
        onSuccess: async (value) => {
          // The account may have chosen its own name since (the security centre).
          const renamed = { account: value.account, secret: account.secret };
          webStorage('localStorage').setItem(DEVICE_LOGIN_KEY, JSON.stringify(renamed));
          setDevice(renamed);
          await finish(value);
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'INVALID_CREDENTIALS') {
            webStorage('localStorage').removeItem(DEVICE_LOGIN_KEY);
            setDevice(null);
          }
          setError(errorMessage(failure));
        },
      },
    );
  return (
    <>
      {device ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => continueAs(device)}
          pending={resume.isPending}
          pendingLabel={t('common.loading')}
        >
          {t('login.continueAs', { account: device.account })}
        </Button>
      ) : (
        <Button
          variant="secondary"
          fullWidth
          onClick={start}
          pending={create.isPending}
          pendingLabel={t('common.loading')}
        >
          {t('login.oneClick')}
        </Button>
      )}
      {error && <ErrorNotice message={error} />}
    </>
  );
}
