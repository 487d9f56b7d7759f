// The banner of an account modal (spec 000 §2 "Banners per group: w_login, w_register, w_forget"):
// the group's first banner (the skin's, else the gateway's), a tall side picture with its words as
// text over it beside the form on wide screens (left out on narrow ones, where the form needs the
// room), linked as the skin says (engine bannerTarget: a route, a promotion, an https page). A game
// link is shown but not followed here: launching games is the lobby's, and a player in the middle
// of logging in has no session to play with yet.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BannerGroup } from '../../../engine';
import { BannerLink } from '../../components/banner-link';
import { useBanners } from '../boot/use-banners';

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
`;

const Content = styled.div`
  display: grid;
  gap: 1rem;
  min-width: 0;
`;

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
  const [banner] = useBanners(group);
  return (
    <Layout data-banner={banner ? '' : undefined}>
      {banner && (
        <Aside>
          <BannerLink
            image={banner.image}
            alt={banner.alt}
            headline={banner.headline}
            subtitle={banner.subtitle}
            shape="tall"
            target={banner.target}
            onFollow={onFollow}
          />
        </Aside>
      )}
      <Content>{children}</Content>
    </Layout>
  );
}
