import { isKnownRoute, ROUTES, routeOf } from '../../site/site-routes';
import { didYouMean } from '../did-you-mean';
import type { SkinRule } from './skin-rule';

/** The terms checkbox links to a page of the site (spec 000 §2: /help#term opens the terms). */
export const termsLink: SkinRule = ({ skin }) => {
  const link = skin.registration.termsLink;
  if (isKnownRoute(link)) return [];
  return [
    {
      pointer: '/registration/termsLink',
      message: 'must be a route of the site',
      expected: 'a route such as /help#term',
      found: JSON.stringify(link),
      hint: didYouMean(routeOf(link), ROUTES),
      code: 'rule/terms-link',
    },
  ];
};
