// The header's quick links (spec 000 §2): increase deposit, increase withdrawal, agent.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { quickLinks } from '../../../engine';
import { useFeature } from '../boot/boot-context';
import { useSession } from '../session/session-context';

const Nav = styled.nav`
  ul {
    display: flex;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.875rem;
  }
  a {
    display: inline-block;
    padding: 0.375rem 0;
    color: var(--skin-text-muted);
  }
`;

export function QuickLinks() {
  const { t } = useTranslation();
  const isAgent = useSession((state) => state.isAgent);
  const agentCentreFeature = useFeature('agentCentre');
  return (
    <Nav aria-label={t('header.quickLinks')}>
      <ul>
        {quickLinks({ isAgent, agentCentreFeature }).map((link) => (
          <li key={link.id}>
            <Link to={link.href}>{t(`header.${link.id}`)}</Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
