// The banner of an account modal (spec 000 §2 "Banners per group: w_login, w_register, w_forget"):
// the skin's first banner of the group, a tall side picture beside the form on wide screens (left
// out on narrow ones, where the form needs the room), linked as the skin says (engine bannerTarget:
// a route, a promotion, an https page). A game link is shown but not followed here: launching games
// is the lobby's, and a player in the middle of logging in has no session to play with yet.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { bannerTarget, type BannerGroup } from '../../../engine';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';
import { useSkin } from '../../lib/skin/skin-context';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  padding-top: 0.25rem;
  @media (min-width: 48rem) {
    &[data-banner] {
      grid-template-columns: minmax(12rem, 17rem) 1fr;
      align-items: start;
    }
  }
`;

const Aside = styled.div`
  display: none;
  @media (min-width: 48rem) {
    display: block;
    position: sticky;
    top: 0;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--skin-radius);
  }
`;

const Content = styled.div`
  display: grid;
  gap: 1rem;
  min-width: 0;
`;

function BannerPicture({ group, onFollow }: { group: BannerGroup; onFollow?: () => void }) {
  const banner = useSkin().banners[group]?.[0];
  if (!banner) return null;
  const picture = <img src={skinAssetUrl(banner.image)} alt={banner.alt} />;
  const target = bannerTarget(banner.link);
  if (target?.kind === 'route') {
    return (
      <Link to={target.to} onClick={onFollow}>
        {picture}
      </Link>
    );
  }
  if (target?.kind === 'url') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {picture}
      </a>
    );
  }
  return picture;
}

/** An account modal's body: the group's banner beside `children` on wide screens. */
export function AuthLayout({
  group,
  onFollow,
  children,
}: {
  group: BannerGroup;
  onFollow?: () => void;
  children: ReactNode;
}) {
  const hasBanner = (useSkin().banners[group]?.length ?? 0) > 0;
  return (
    <Layout data-banner={hasBanner ? '' : undefined}>
      {hasBanner && (
        <Aside>
          <BannerPicture group={group} onFollow={onFollow} />
        </Aside>
      )}
      <Content>{children}</Content>
    </Layout>
  );
}
