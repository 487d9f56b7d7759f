// Where a banner click goes (ARCHITECTURE.md "From a skin folder to a site": typed links; spec 001
// §2 Home: a click opens the linked target, field linkageType). The skin's banners and the
// gateway's (announcements, value banners with linkageType and linkTarget) resolve through the same
// four kinds; anything else — another scheme, an http: URL, a path that leaves the site — is not
// clickable.
import type { ApiBanner } from '../api';
import type { FeatureId } from '../features/feature-registry';
import type { Banner, BannerGroup, BannerLink, Locale } from '../model/skin-types';
import { linkOffered } from '../site/feature-links';

export type BannerTarget =
  | { kind: 'route'; to: string }
  | { kind: 'game'; gameCode: string }
  | { kind: 'url'; href: string };

/** One banner as a group shows it (the home's carousel, an account pop-up, the side menu), from either source. */
export interface HomeBanner {
  key: string;
  /** The skin's banners give a path inside the skin; the caller makes it a URL. */
  image: string;
  alt: string;
  /**
   * Words drawn as text over the picture, in the page's language (spec 000 §2 "Banners per
   * group"): a gateway banner's title and subtitle, a skin banner's headline; null when the
   * picture has its own.
   */
  headline: string | null;
  subtitle: string | null;
  target: BannerTarget | null;
}

/** A same-site path: one leading slash (never `//host`, a protocol-relative URL), no backslash. */
function internalPath(path: string): string | null {
  return /^\/(?![/\\])[^\\\s]*$/.test(path) ? path : null;
}

/** https only, to a host, without credentials (the same rule the skin validator applies). */
function httpsUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  return url.protocol === 'https:' &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
    ? url.href
    : null;
}

/**
 * A promotion opens the promotions page at its id (spec 001 §2: /promotions, optional hash = id).
 */
const promotionRoute = (id: string) => `/promotions#${encodeURIComponent(id)}`;

export function bannerTarget(link: BannerLink | null): BannerTarget | null {
  if (!link) return null;
  switch (link.type) {
    case 'route': {
      const to = internalPath(link.to);
      return to ? { kind: 'route', to } : null;
    }
    case 'promotion':
      return link.id ? { kind: 'route', to: promotionRoute(link.id) } : null;
    case 'game':
      return link.gameCode ? { kind: 'game', gameCode: link.gameCode } : null;
    case 'url': {
      const href = httpsUrl(link.href);
      return href ? { kind: 'url', href } : null;
    }
    default:
      return null;
  }
}

/** The gateway's linkageType and linkTarget as the skin's typed link. */
export function gatewayBannerLink(
  banner: Pick<ApiBanner, 'linkageType' | 'linkTarget'>,
): BannerLink | null {
  const target = banner.linkTarget ?? '';
  switch (banner.linkageType) {
    case 'ROUTE':
      return { type: 'route', to: target };
    case 'PROMOTION':
      return { type: 'promotion', id: target };
    case 'GAME':
      return { type: 'game', gameCode: target };
    case 'URL':
      return { type: 'url', href: target };
    default:
      return null;
  }
}

export function homeBannerFromSkin(banner: Banner, index: number): HomeBanner {
  return {
    key: `skin-${index}-${banner.image}`,
    image: banner.image,
    alt: banner.alt,
    headline: banner.headline ?? null,
    subtitle: (banner.headline && banner.subtitle) || null,
    target: bannerTarget(banner.link),
  };
}

export function homeBannerFromGateway(banner: ApiBanner): HomeBanner {
  return {
    key: `gateway-${banner.id}`,
    image: banner.url,
    alt: banner.title,
    headline: banner.title,
    subtitle: banner.subtitle || null,
    target: bannerTarget(gatewayBannerLink(banner)),
  };
}

/** The banners whose page is offered: none leads to a feature that is off (a closed route). */
export function offeredBanners<B extends { target: BannerTarget | null }>(
  banners: readonly B[],
  isOn: (feature: FeatureId) => boolean,
): B[] {
  return banners.filter(
    (banner) => banner.target?.kind !== 'route' || linkOffered(banner.target.to, isOn),
  );
}

/**
 * One group's banners (spec 000 §2 "Banners per group"): the skin's first — those written in the
 * player's language or in none —, then the gateway's of the same group (already in the player's
 * language), without those that lead to a feature that is off.
 */
export function groupBanners(
  group: BannerGroup,
  skinBanners: readonly Banner[],
  gatewayBanners: readonly ApiBanner[],
  isOn: (feature: FeatureId) => boolean,
  language?: Locale,
): HomeBanner[] {
  return offeredBanners(
    [
      ...skinBanners.map(homeBannerFromSkin).filter((_, index) => {
        const written = skinBanners[index]!.language ?? null;
        return language === undefined || written === null || written === language;
      }),
      ...gatewayBanners.filter((banner) => banner.groupName === group).map(homeBannerFromGateway),
    ],
    isOn,
  );
}
