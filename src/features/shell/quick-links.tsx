// The header's quick links (spec 000 §2): increase deposit, increase withdrawal (a visitor is asked
// to log in, a trial account gets the real-account notice, spec 000 §6), agent — drawn as small
// actions (the button's secondary look), not a row of underlined links.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { quickLinks } from '../../../engine';
import { buttonLook } from '../../components/button';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFeatureCheck } from '../boot/boot-context';
import { useSession } from '../session/session-context';
import { useRequireRealAccount } from '../session/use-require-real-account';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--skin-space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    ${buttonLook('secondary', 'sm')}
    min-height: 2rem;
    text-decoration: none;
  }
`;

export function QuickLinks() {
  const { t } = useTranslation();
  const isAgent = useSession((state) => state.isAgent);
  const isOn = useFeatureCheck();
  const requireRealAccount = useRequireRealAccount();
  return (
    <Nav aria-label={t('header.quickLinks')}>
      <ul>
        {quickLinks({ isAgent, isOn }).map((link) => (
          <li key={link.id}>
            <Link
              to={link.href}
              onClick={(event) =>
                link.realAccountOnly && !requireRealAccount() && event.preventDefault()
              }
            >
              {t(`header.${link.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
