// Free play (spec 000 §1, §7): a trial account in one press (os, platform W, gateway version 3),
// only while FREEPLAY3 is on. A trial account gets no consolidated call and meets the
// need-a-real-account notice before protected actions (engine protectedActionGate).
import { useState } from 'react';
import { freePlayPayload } from '../../../engine';
import { Button } from '../../components/button';
import { ErrorNotice } from '../../components/error-notice';
import { useApiErrorMessage, useGatewayMutation } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompleteLogin } from './use-complete-login';

export function FreePlayButton({ onLoggedIn }: { onLoggedIn(): void }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const completeLogin = useCompleteLogin();
  const freePlay = useGatewayMutation('freePlayLogin');
  const [error, setError] = useState<string | null>(null);
  const start = () =>
    freePlay.mutate(freePlayPayload(navigator.platform || 'web'), {
      onSuccess: async (value) => {
        const plan = await completeLogin(value, { method: 'trial', portal: 'player' });
        if (plan.outcome === 'loggedIn') onLoggedIn();
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        onClick={start}
        pending={freePlay.isPending}
        pendingLabel={t('common.loading')}
      >
        {t('login.freePlay')}
      </Button>
      {error && <ErrorNotice message={error} />}
    </>
  );
}
