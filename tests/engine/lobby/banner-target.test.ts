import { describe, expect, it } from 'vitest';
import {
  bannerTarget,
  gatewayBannerLink,
  homeBannerFromGateway,
  homeBannerFromSkin,
  type ApiBanner,
} from '../../../engine';

describe('a banner’s typed link', () => {
  it('follows an internal route, with its query and hash', () => {
    expect(bannerTarget({ type: 'route', to: '/rng?vassalage=PG' })).toEqual({
      kind: 'route',
      to: '/rng?vassalage=PG',
    });
    expect(bannerTarget({ type: 'route', to: '/help#term' })).toEqual({
      kind: 'route',
      to: '/help#term',
    });
  });

  it('opens a promotion on the promotions page at its id', () => {
    expect(bannerTarget({ type: 'promotion', id: 'welcome' })).toEqual({
      kind: 'route',
      to: '/promotions#welcome',
    });
  });

  it('launches a game by its code', () => {
    expect(bannerTarget({ type: 'game', gameCode: 'PG_FORTUNE_TIGER' })).toEqual({
      kind: 'game',
      gameCode: 'PG_FORTUNE_TIGER',
    });
  });

  it('opens https URLs only', () => {
    expect(bannerTarget({ type: 'url', href: 'https://www.gambleaware.org/' })).toEqual({
      kind: 'url',
      href: 'https://www.gambleaware.org/',
    });
    for (const href of [
      'http://example.com',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://user:pw@example.com',
      'not a url',
    ]) {
      expect(bannerTarget({ type: 'url', href }), href).toBeNull();
    }
  });

  it('refuses routes that leave the site', () => {
    for (const to of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'rng', '']) {
      expect(bannerTarget({ type: 'route', to }), to).toBeNull();
    }
  });

  it('is not clickable without a link or with an empty target', () => {
    expect(bannerTarget(null)).toBeNull();
    expect(bannerTarget({ type: 'promotion', id: '' })).toBeNull();
    expect(bannerTarget({ type: 'game', gameCode: '' })).toBeNull();
  });
});

describe('the gateway’s banners', () => {
  const banner = (linkageType: ApiBanner['linkageType'], linkTarget: string | null): ApiBanner => ({
    id: 3,
    groupName: 'w_home',
    url: 'https://cdn.example/b.svg',
    title: 'Featured',
    subtitle: 'This week',
    linkageType,
    linkTarget,
  });

  it('read linkageType and linkTarget as the skin’s typed links', () => {
    expect(gatewayBannerLink(banner('ROUTE', '/pointMall'))).toEqual({
      type: 'route',
      to: '/pointMall',
    });
    expect(gatewayBannerLink(banner('PROMOTION', '1'))).toEqual({ type: 'promotion', id: '1' });
    expect(gatewayBannerLink(banner('GAME', 'PT_RNG_0001'))).toEqual({
      type: 'game',
      gameCode: 'PT_RNG_0001',
    });
    expect(gatewayBannerLink(banner('URL', 'https://example.com'))).toEqual({
      type: 'url',
      href: 'https://example.com',
    });
    expect(gatewayBannerLink(banner('NONE', null))).toBeNull();
  });

  it('become carousel slides like the skin’s', () => {
    expect(homeBannerFromGateway(banner('URL', 'http://example.com'))).toEqual({
      key: 'gateway-3',
      image: 'https://cdn.example/b.svg',
      alt: 'Featured',
      headline: 'Featured',
      subtitle: 'This week',
      target: null,
    });
    expect(
      homeBannerFromSkin(
        {
          image: 'assets/a.svg',
          alt: 'A',
          headline: null,
          subtitle: null,
          language: null,
          link: { type: 'route', to: '/live' },
        },
        0,
      ),
    ).toEqual({
      key: 'skin-0-assets/a.svg',
      image: 'assets/a.svg',
      alt: 'A',
      headline: null,
      subtitle: null,
      target: { kind: 'route', to: '/live' },
    });
  });

  it('every group’s banner has its words drawn over its picture: the gateway’s title and subtitle, the skin’s headline', () => {
    const login = { ...banner('NONE', null), groupName: 'w_login' as const };
    expect(homeBannerFromGateway(login)).toMatchObject({
      headline: 'Featured',
      subtitle: 'This week',
    });
    expect(homeBannerFromGateway({ ...login, subtitle: null })).toMatchObject({ subtitle: null });
    expect(
      homeBannerFromSkin(
        {
          image: 'assets/b.svg',
          alt: 'Coins',
          headline: 'Welcome bonus',
          subtitle: 'On your first deposit',
          language: 'en',
          link: null,
        },
        1,
      ),
    ).toMatchObject({ headline: 'Welcome bonus', subtitle: 'On your first deposit' });
  });
});
