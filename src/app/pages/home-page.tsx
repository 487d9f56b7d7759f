// The home lobby (spec 001 §2 Home). The skeleton shows the brand and the banner carousel; the lobby
// feature adds the marquee, jackpot, game sections and winners here.
import { Suspense } from 'react';
import styled from 'styled-components';
import { useSkin } from '../../lib/skin/skin-context';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';
import { LazyBannerSwiper } from '../lazy/lazy-chunks';

const Page = styled.div`
  display: grid;
  gap: 1rem;
  padding: 1rem;
  h1 {
    margin: 0;
    color: var(--skin-text);
  }
  img {
    max-width: 100%;
  }
`;

export function HomePage() {
  const { brand, home, banners } = useSkin();
  const homeBanners = home.widgets.banners ? (banners.w_home ?? []) : [];
  return (
    <Page>
      <h1>{brand.title}</h1>
      {homeBanners.length > 0 && (
        // The first banner stands in while Swiper loads, so the slot does not jump.
        <Suspense fallback={<img src={skinAssetUrl(homeBanners[0]!.image)} alt={homeBanners[0]!.alt} />}>
          <LazyBannerSwiper banners={homeBanners} />
        </Suspense>
      )}
    </Page>
  );
}
