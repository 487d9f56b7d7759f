// Which of the shot pages a skin has: a page whose feature is off, a category the skin does not
// list, a member page its `menus.member` leaves out or the gateway's member menu does not show the
// pictured player (a VIP page before any VIP level: the address would show the centre's first page
// instead) or an agent page the agent's menu does not show (engine agentMenuPages: the contract
// pages only for the contracts the merchant runs and the account holds) is not on the skin's site,
// so there is nothing to picture. The default list takes
// one category page of each kind (a game list, a game centre): the others of a kind differ only in
// their games; `--pages` names any of them.
import {
  CATEGORY_PAGE_KINDS,
  mergeEffective,
  type Category,
  type FeatureId,
  type ResolvedSkin,
} from '../../engine';
import { SHOT_PAGES, type ShotPage } from './shot-pages';

/** Whether a feature is on for the skin's site: the reference gateway enables every module, so
 * the site decides by the skin's own wish. */
export function siteFeatures(skin: ResolvedSkin): (feature: FeatureId) => boolean {
  const { features } = mergeEffective(skin, {});
  return (feature) => features[feature].on;
}

export interface SkippedPage {
  id: string;
  reason: string;
}

export interface SkinPages {
  pages: ShotPage[];
  /** Pages `--pages` named that this skin does not have. */
  skipped: SkippedPage[];
}

/**
 * @param asked the ids `--pages` named, or null for the default list
 * @param agentMenu the agent centre's pages as the seeded agent's menu shows them
 * @param memberMenu the member centre's pages as the gateway's member menu shows them to the
 *   pictured player (`memberMenu`); left out, the skin's `menus.member` alone decides
 */
export function skinPages(
  skin: ResolvedSkin,
  asked: readonly string[] | null,
  agentMenu: readonly string[],
  memberMenu?: readonly string[],
): SkinPages {
  const isOn = siteFeatures(skin);
  const kindOf = (category: Category) => CATEGORY_PAGE_KINDS[category];
  const firstOfKind = skin.categories.filter(
    (category, index) =>
      skin.categories.findIndex((other) => kindOf(other) === kindOf(category)) === index,
  );
  const absence = (page: ShotPage): string | null => {
    const off = page.features.find((feature) => !isOn(feature));
    if (off) return `its feature ${off} is off`;
    if (page.category && !skin.categories.includes(page.category)) {
      return `the skin has no ${page.category} category`;
    }
    if (page.memberPage && !skin.menus.member.includes(page.memberPage)) {
      return 'menus.member does not list it';
    }
    if (page.memberPage && memberMenu && !memberMenu.includes(page.memberPage)) {
      return "the gateway's member menu does not show it to the pictured player";
    }
    if (page.agentPage && !agentMenu.includes(page.agentPage)) {
      return "the agent's menu does not show it";
    }
    return null;
  };
  const representative = (page: ShotPage) => !page.category || firstOfKind.includes(page.category);

  const chosen = asked
    ? SHOT_PAGES.filter((page) => asked.includes(page.id))
    : SHOT_PAGES.filter(representative);
  const pages: ShotPage[] = [];
  const skipped: SkippedPage[] = [];
  for (const page of chosen) {
    const reason = absence(page);
    if (reason === null) pages.push(page);
    else if (asked) skipped.push({ id: page.id, reason });
  }
  return { pages, skipped };
}
