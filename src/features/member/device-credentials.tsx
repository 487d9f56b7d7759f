// The browsers holding a one-click device secret for this account (spec 000 §1 one-click login:
// "revocable from the security centre"): when it was added and last used, and a revoke button.
// Shown only while there is one.
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/button';
import {
  gatewayQueryKey,
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
} from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageFormats } from './use-page-tools';

export function DeviceCredentials() {
  const { t } = useTranslation();
  const { dateTime } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const devices = useGatewayQuery('deviceCredentials', {});
  const revoke = useGatewayMutation('revokeDeviceCredential', {
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('deviceCredentials') }),
  });
  const list = devices.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="device-credentials">
      <h3 id="device-credentials">{t('security.devices')}</h3>
      <p>{t('security.devicesExplain')}</p>
      <ul>
        {list.map((device) => (
          <li key={device.id}>
            {t('security.deviceUse', {
              added: dateTime(device.createdAt),
              used: device.lastUsedAt ? dateTime(device.lastUsedAt) : '—',
            })}{' '}
            <Button
              variant="secondary"
              onClick={() => revoke.mutate({ id: device.id })}
              pending={revoke.isPending && revoke.variables.id === device.id}
            >
              {t('security.revokeDevice')}
            </Button>
          </li>
        ))}
      </ul>
      {revoke.isError && <p role="alert">{errorMessage(revoke.error)}</p>}
    </section>
  );
}
