// The error element of every route: whatever a page throws while rendering (a lazy chunk that failed
// twice, a bug) ends here instead of a white screen, with a reload action. The chunk guard has
// already spent its one automatic reload when a chunk error arrives here, so reloading is the player's
// choice now.
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';

const Panel = styled.div`
  margin: 2rem auto;
  max-width: 32rem;
  padding: 1.5rem;
  background: var(--skin-surface);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  color: var(--skin-text);
`;

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  // Logged for operators reading the console; players get the sentence and the button.
  console.error(error);
  return (
    <Panel role="alert">
      <p>{t('error.pageFailed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </Panel>
  );
}
