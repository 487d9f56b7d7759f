// /agent (spec 000 §2, spec 001 §2): the agent layout (no side menu, header or footer) with a
// title, promotional blurbs and the login form; a login here goes on to /agentHome, a player is
// told 'Non-agents cannot log in'. The form is the auth feature's, composed in src/app (features do
// not import each other). An agent already signed in finds the way to the centre and the
// change-password pop-up.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { useTranslation } from '../../lib/i18n/use-translation';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';
import { useSkin } from '../../lib/skin/skin-context';
import { useModal } from '../modals/use-modal';
import { useRoles } from '../session/use-member';

const Page = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  width: min(64rem, 100%);
  margin: 0 auto;
  padding: 2rem 1rem;
  color: var(--skin-text);
  @media (min-width: 56rem) {
    grid-template-columns: 1fr minmax(20rem, 26rem);
  }
`;

const Intro = styled.section`
  display: grid;
  gap: 1rem;
  img {
    height: 2.5rem;
    width: auto;
  }
  h1 {
    margin: 0;
  }
  ul {
    display: grid;
    gap: 0.75rem;
    margin: 0;
    padding-inline-start: 1.25rem;
    color: var(--skin-text-muted);
  }
`;

const Card = styled.section`
  display: grid;
  gap: 1rem;
  padding: 1.5rem;
  background: var(--skin-surface);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  a {
    color: var(--skin-text);
  }
`;

export function AgentLoginPage({ loginForm }: { loginForm: ReactNode }) {
  const { t } = useTranslation();
  const { brand } = useSkin();
  const { isLoggedIn, isAgent } = useRoles();
  const { open } = useModal();
  return (
    <Page>
      <Intro aria-labelledby="agent-login-title">
        <img src={skinAssetUrl(brand.logo)} alt={brand.name} />
        <h1 id="agent-login-title">{t('agentLogin.title')}</h1>
        <ul>
          <li>{t('agentLogin.blurb1')}</li>
          <li>{t('agentLogin.blurb2')}</li>
          <li>{t('agentLogin.blurb3')}</li>
        </ul>
      </Intro>
      <Card aria-labelledby="agent-login-form-title">
        <h2 id="agent-login-form-title">{t('login.title')}</h2>
        {isLoggedIn && isAgent ? (
          <>
            <Link to="/agentHome">{t('agentCentre.title')}</Link>
            <Button variant="secondary" onClick={() => open('changePassword', { portal: 'agent' })}>
              {t('changePassword.title')}
            </Button>
          </>
        ) : (
          loginForm
        )}
      </Card>
    </Page>
  );
}
