// A feature that is off closes its pages and every link to them (spec 000 §2 "when its flag is
// on"): which feature a page or an internal link needs, and the banners left once one is off.
import { describe, expect, it } from 'vitest';
import {
  groupBanners,
  linkFeatures,
  linkOffered,
  linkOfferedByModules,
  offeredBanners,
  pageFeature,
  SITE_ROUTES,
  type ApiBanner,
  type BannerTarget,
} from '../../../engine';
import { allOnBut } from '../feature-check';

describe('the features a page or a link needs', () => {
  it('names the feature of the points mall, the member centre and both agent pages', () => {
    expect(
      (['pointMall', 'member', 'agentLogin', 'agentCentre', 'home', 'help'] as const).map(
        pageFeature,
      ),
    ).toEqual(['pointsMall', 'memberCentre', 'agentCentre', 'agentCentre', undefined, undefined]);
  });

  it('reads a link as the router matches it, so no address of a closed page keeps a banner', () => {
    // Every path of a page with a feature needs it, a trailing slash and a parameter included.
    for (const route of SITE_ROUTES.filter((each) => each.feature)) {
      const path = route.path.replace(/:[a-z]+/gi, 'x');
      expect(linkFeatures(`${path}/`)).toEqual([route.feature]);
      expect(linkFeatures(path.toUpperCase())).toEqual([route.feature]);
    }
    expect(linkOffered('/pointMall/', allOnBut('pointsMall'))).toBe(false);
    expect(linkOffered('/member/?page=vip', allOnBut('vip'))).toBe(false);
  });

  it('reads a link case-insensitively, with its member page, query and hash', () => {
    expect(linkFeatures('/pointmall#goods')).toEqual(['pointsMall']);
    expect(linkFeatures('/member?page=referral')).toEqual(['memberCentre', 'referral']);
    expect(linkFeatures('/member?tab=1&page=rewardCenter#top')).toEqual(['memberCentre', 'vip']);
    expect(linkFeatures('/member?page=messageV2')).toEqual(['memberCentre']);
    expect(linkFeatures('/promotions#3')).toEqual([]);
  });

  it('offers a link only while every feature it needs is on', () => {
    expect(linkOffered('/pointMall', allOnBut('pointsMall'))).toBe(false);
    expect(linkOffered('/member?page=referral', allOnBut('referral'))).toBe(false);
    expect(linkOffered('/member?page=messageV2', allOnBut('referral'))).toBe(true);
    expect(linkOffered('/promotions', allOnBut('pointsMall', 'memberCentre'))).toBe(true);
  });

  it('lets the gateway decide by its module tree alone', () => {
    expect(linkOfferedByModules('/pointMall', (moduleId) => moduleId !== 'POINTMALL3')).toBe(false);
    expect(linkOfferedByModules('/agentHome', (moduleId) => moduleId !== 'POINTMALL3')).toBe(true);
  });
});

describe('the banners a skin shows', () => {
  const banner = (key: string, target: BannerTarget | null) => ({ key, target });

  it('leaves out a banner to a page whose feature is off, and keeps games, URLs and plain pictures', () => {
    const banners = [
      banner('mall', { kind: 'route', to: '/pointMall' }),
      banner('promo', { kind: 'route', to: '/promotions#1' }),
      banner('game', { kind: 'game', gameCode: 'PG-1' }),
      banner('url', { kind: 'url', href: 'https://example.com/' }),
      banner('picture', null),
    ];
    expect(offeredBanners(banners, allOnBut('pointsMall')).map((item) => item.key)).toEqual([
      'promo',
      'game',
      'url',
      'picture',
    ]);
    expect(offeredBanners(banners, allOnBut())).toHaveLength(5);
  });
});

describe('one banner group', () => {
  const gateway = [
    {
      id: 1,
      groupName: 'w_login',
      url: 'https://gw.example.com/1.svg',
      title: 'Free spins',
      linkageType: 'ROUTE',
      linkTarget: '/promotions',
    },
    {
      id: 2,
      groupName: 'w_login',
      url: 'https://gw.example.com/2.svg',
      title: 'Points',
      linkageType: 'ROUTE',
      linkTarget: '/pointMall',
    },
    {
      id: 3,
      groupName: 'w_home',
      url: 'https://gw.example.com/3.svg',
      title: 'Home',
      linkageType: 'NONE',
      linkTarget: null,
    },
  ] as const satisfies readonly ApiBanner[];
  const skin = [
    {
      image: 'assets/login.svg',
      alt: 'Welcome',
      headline: null,
      subtitle: null,
      language: null,
      link: null,
    },
  ];

  it('keeps a skin banner written in another language than the player’s out', () => {
    const written = [
      {
        image: 'assets/pt.svg',
        alt: 'Bem-vindo',
        headline: null,
        subtitle: null,
        language: 'pt',
        link: null,
      },
      {
        image: 'assets/en.svg',
        alt: 'Welcome',
        headline: null,
        subtitle: null,
        language: 'en',
        link: null,
      },
      {
        image: 'assets/any.svg',
        alt: 'Logo',
        headline: null,
        subtitle: null,
        language: null,
        link: null,
      },
    ] as const;
    const alts = (language?: 'pt' | 'en') =>
      groupBanners('w_login', written, [], allOnBut(), language).map((banner) => banner.alt);
    expect(alts('en')).toEqual(['Welcome', 'Logo']);
    expect(alts('pt')).toEqual(['Bem-vindo', 'Logo']);
    expect(alts()).toEqual(['Bem-vindo', 'Welcome', 'Logo']);
  });

  it('puts the skin’s banners first, then the gateway’s of that group only, without closed pages', () => {
    expect(
      groupBanners('w_login', skin, gateway, allOnBut('pointsMall')).map((banner) => [
        banner.alt,
        banner.target,
      ]),
    ).toEqual([
      ['Welcome', null],
      ['Free spins', { kind: 'route', to: '/promotions' }],
    ]);
    expect(groupBanners('w_forget', [], gateway, allOnBut())).toEqual([]);
  });
});
