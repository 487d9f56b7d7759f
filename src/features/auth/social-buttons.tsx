// Facebook and Google sign-in buttons (spec 000 §2: "social buttons (facebook, google) when
// enabled"), each only while its module is on (engine loginOptions).
import styled from 'styled-components';
import type { SocialSignIn } from '../../../engine';
import { Button } from '../../components/button';
import { ErrorNotice } from '../../components/error-notice';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSocialSignIn } from './use-social-sign-in';

const Group = styled.div`
  display: grid;
  gap: 0.5rem;
  p {
    margin: 0;
    color: var(--skin-text-muted);
    text-align: center;
  }
`;

export function SocialButtons({
  entries,
  onLoggedIn,
}: {
  entries: SocialSignIn[];
  onLoggedIn(): void;
}) {
  const { t } = useTranslation();
  const social = useSocialSignIn(onLoggedIn);
  if (entries.length === 0) return null;
  return (
    <Group>
      <p>{t('login.orContinueWith')}</p>
      {entries.map((entry) => (
        <Button
          key={entry.provider}
          variant="secondary"
          fullWidth
          onClick={() => social.start(entry)}
          pending={social.busy === entry.provider}
          pendingLabel={t('login.socialWaiting')}
          disabled={social.busy !== null}
        >
          {t(entry.provider === 'facebook' ? 'login.facebook' : 'login.google')}
        </Button>
      ))}
      {social.error && <ErrorNotice message={social.error} />}
    </Group>
  );
}
