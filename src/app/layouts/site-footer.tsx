// The footer of the player site. The shell feature replaces it with the full footer (game types, help
// links, social icons, vendor logos, the age badge; spec 000 §2).
import styled from 'styled-components';
import { useSkin } from '../../lib/skin/skin-context';
import { AppDownloads } from './app-downloads';

const Footer = styled.footer`
  padding: 1.5rem 1rem;
  color: var(--skin-text-muted);
  border-top: 1px solid var(--skin-border);
`;

export function SiteFooter() {
  const { brand } = useSkin();
  return (
    <Footer>
      <AppDownloads />
      <p>{brand.copyright}</p>
    </Footer>
  );
}
