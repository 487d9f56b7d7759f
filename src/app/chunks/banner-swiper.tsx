// Lazy chunk: the banner carousel on Swiper (spec 001 §2 Home: up to 3 slides at once). Swiper and its
// CSS stay out of the home's initial JavaScript; the home shows the first banner until this arrives.
// Where a click leads (banner links) is the lobby feature's job; this renders slides only.
import 'swiper/css';
import styled from 'styled-components';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Banner } from '../../../engine';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';

const Carousel = styled.div`
  --swiper-theme-color: var(--skin-primary);
  img {
    display: block;
    width: 100%;
    border-radius: var(--skin-radius);
  }
`;

export function BannerSwiper({ banners }: { banners: Banner[] }) {
  return (
    <Carousel>
      <Swiper spaceBetween={8} slidesPerView={1} breakpoints={{ 960: { slidesPerView: Math.min(3, banners.length) } }}>
        {banners.map((banner) => (
          <SwiperSlide key={banner.image}>
            <img src={skinAssetUrl(banner.image)} alt={banner.alt} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Carousel>
  );
}
