import { BANNER_GROUPS } from '../../model/skin-types';
import { joinPointer } from '../../schema/json-pointer';
import { isKnownRoute, ROUTES, routeOf } from '../../site/site-routes';
import { didYouMean } from '../did-you-mean';
import type { IssueDraft } from '../skin-issue';
import type { SkinRule } from './skin-rule';

/**
 * Banner links (ARCHITECTURE.md "From a skin folder to a site"): internal routes the site has,
 * promotion ids, game codes, or https URLs to a real host without credentials. The schema already
 * refuses javascript:, data: and http:; this rule catches what a pattern cannot.
 */
export const bannerLinks: SkinRule = ({ skin }) =>
  BANNER_GROUPS.flatMap((group) =>
    skin.banners[group].flatMap((banner, index): IssueDraft[] => {
      const link = banner.link;
      const pointer = joinPointer('/banners', group, index, 'link');
      if (link?.type === 'route' && !isKnownRoute(link.to)) {
        return [
          {
            pointer: `${pointer}/to`,
            message: 'must be a route of the site',
            expected: `one of ${ROUTES.join(', ')} (with an optional ?query or #hash)`,
            found: JSON.stringify(link.to),
            hint: didYouMean(routeOf(link.to), ROUTES),
            code: 'rule/banner-links',
          },
        ];
      }
      if (link?.type === 'url') {
        let url: URL | undefined;
        try {
          url = new URL(link.href);
        } catch {
          url = undefined;
        }
        if (
          !url ||
          url.protocol !== 'https:' ||
          url.hostname === '' ||
          url.username !== '' ||
          url.password !== ''
        ) {
          return [
            {
              pointer: `${pointer}/href`,
              message: 'must be an https:// URL to a host, without a user name or password',
              expected: 'an https:// URL such as https://example.com/page',
              found: JSON.stringify(link.href),
              code: 'rule/banner-links',
            },
          ];
        }
      }
      return [];
    }),
  );
