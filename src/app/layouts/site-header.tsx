// The header of the player site: brand and top navigation. The shell feature replaces this with the
// full header (login/sign-up or balance and account menu, spec 000 §2).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSkin } from '../../lib/skin/skin-context';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';
import { TopNav } from './top-nav';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 2rem;
  padding: 0.75rem 1rem;
  background: var(--skin-surface);
  border-bottom: 1px solid var(--skin-border);
  img {
    height: 2rem;
  }
`;

export function SiteHeader() {
  const { brand } = useSkin();
  return (
    <Header>
      <Link to="/" aria-label={brand.name}>
        <img src={skinAssetUrl(brand.logo)} alt="" />
      </Link>
      <TopNav />
    </Header>
  );
}
