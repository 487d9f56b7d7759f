// Which features a page or an internal link needs, read from the page table (./pages.ts), so that
// a feature that is off closes its route and hides every entry that leads there (menus, footer,
// banners) — in the runtime, which knows the effective feature (the skin AND the module tree), and
// in the gateway, which knows its module tree (it offers no banner to a page the merchant has
// switched off, and no member-menu entry).
import { FEATURES, type FeatureId, type ModuleId } from '../features/feature-registry';
import type { MemberPage } from '../model/skin-types';
import { MEMBER_PAGE_PARAM } from './member-page-path';
import { memberPageFeature } from './pages';
import { routeAt, routeOf } from './site-routes';

/** Whether a feature is on: the effective skin's decision, or the gateway's module tree. */
export type FeatureCheck = (feature: FeatureId) => boolean;

/** Whether a member page is offered: its own feature (VIP, referral) is on, if it has one. */
export function memberPageOffered(page: MemberPage, isOn: FeatureCheck): boolean {
  const feature = memberPageFeature(page);
  return !feature || isOn(feature);
}

/**
 * Every feature an internal link needs: `/pointMall` the points mall, `/member?page=referral` the
 * member centre and referral. Paths match as the router matches them (any case, a trailing slash).
 */
export function linkFeatures(link: string): FeatureId[] {
  const route = routeAt(routeOf(link));
  if (!route?.feature) return [];
  if (route.page !== 'member') return [route.feature];
  const query = link.includes('?') ? link.slice(link.indexOf('?') + 1).split('#', 1)[0] : '';
  const page = new URLSearchParams(query).get(MEMBER_PAGE_PARAM);
  const memberFeature = page ? memberPageFeature(page) : undefined;
  return memberFeature ? [route.feature, memberFeature] : [route.feature];
}

/** Whether an internal link leads to something offered, given which features are on. */
export function linkOffered(link: string, isOn: FeatureCheck): boolean {
  return linkFeatures(link).every(isOn);
}

/** A feature check by the gateway's module tree alone. */
export function byModules(moduleOn: (moduleId: ModuleId) => boolean): FeatureCheck {
  return (feature) => moduleOn(FEATURES[feature].moduleId);
}

/** The same as linkOffered, for the gateway, which decides by its module tree alone. */
export function linkOfferedByModules(
  link: string,
  moduleOn: (moduleId: ModuleId) => boolean,
): boolean {
  return linkOffered(link, byModules(moduleOn));
}
