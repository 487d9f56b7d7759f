// Which feature a page or an internal link belongs to, so that a feature that is off closes its
// route and hides every entry that leads there (menus, footer, banners) — in the runtime, which
// knows the effective feature (the skin AND the module tree), and in the gateway, which knows its
// module tree (it offers no banner to a page the merchant has switched off).
import type { MemberPage } from '../model/skin-types';
import { routeOf, type SitePage } from '../site/site-routes';
import { FEATURES, type FeatureId, type ModuleId } from './feature-registry';

/** The pages that exist only with their feature (spec 000 §2 modals "when its flag is on"). */
const PAGE_FEATURES: Partial<Record<SitePage, FeatureId>> = {
  pointMall: 'pointsMall',
  member: 'memberCentre',
  agentLogin: 'agentCentre',
  agentCentre: 'agentCentre',
  blogList: 'blog',
  blogArticle: 'blog',
};

/** Member-centre pages that belong to a feature of their own (spec 000 §6: VIP, referral). */
const MEMBER_PAGE_FEATURES: Partial<Record<MemberPage, FeatureId>> = {
  rewardCenter: 'vip',
  vip: 'vip',
  referral: 'referral',
};

const PATH_FEATURES: Record<string, FeatureId> = {
  '/pointmall': 'pointsMall',
  '/member': 'memberCentre',
  '/agent': 'agentCentre',
  '/agenthome': 'agentCentre',
  '/blog': 'blog',
};

export function pageFeature(page: SitePage): FeatureId | undefined {
  return PAGE_FEATURES[page];
}

export function memberPageFeature(page: string): FeatureId | undefined {
  return MEMBER_PAGE_FEATURES[page as MemberPage];
}

/**
 * Every feature an internal link needs: `/pointMall` the points mall, `/member?page=referral` the
 * member centre and referral. Paths match case-insensitively, as the router matches them.
 */
export function linkFeatures(link: string): FeatureId[] {
  const path = routeOf(link).toLowerCase();
  // An article's path (/blog/<slug>) belongs to the blog as its list does.
  const feature = PATH_FEATURES[path] ?? (path.startsWith('/blog/') ? 'blog' : undefined);
  if (!feature) return [];
  if (path !== '/member') return [feature];
  const query = link.includes('?') ? link.slice(link.indexOf('?') + 1).split('#', 1)[0] : '';
  const page = new URLSearchParams(query).get('page');
  const memberFeature = page ? memberPageFeature(page) : undefined;
  return memberFeature ? [feature, memberFeature] : [feature];
}

/** Whether an internal link leads to something offered, given which features are on. */
export function linkOffered(link: string, isOn: (feature: FeatureId) => boolean): boolean {
  return linkFeatures(link).every(isOn);
}

/** The same, for the gateway, which decides by its module tree alone. */
export function linkOfferedByModules(
  link: string,
  moduleOn: (moduleId: ModuleId) => boolean,
): boolean {
  return linkOffered(link, (feature) => moduleOn(FEATURES[feature].moduleId));
}
