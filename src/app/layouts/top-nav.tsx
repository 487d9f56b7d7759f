// Top navigation (spec 001 §2 Layout): Home, one entry per game category, then Promotions. The skin
// decides the categories and their order; the lobby feature will narrow them to categories with a
// vendor and add the vendor hover panel.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useSkin } from '../../lib/skin/skin-context';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: var(--skin-text-muted);
    text-decoration: none;
  }
  a.active {
    color: var(--skin-primary);
  }
`;

export function TopNav() {
  const { t } = useTranslation();
  const { categories } = useSkin();
  return (
    <Nav aria-label={t('nav.label')}>
      <ul>
        <li>
          <NavLink to="/" end>
            {t('category.HOME')}
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category}>
            <NavLink to={`/${category.toLowerCase()}`}>{t(`category.${category}`)}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/promotions">{t('category.PROMO')}</NavLink>
        </li>
      </ul>
    </Nav>
  );
}
