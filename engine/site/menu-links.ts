// Where each menu entry of the skin leads (spec 000 §2 Shell; spec 001 §2): the side and account
// menus name a few pages by their own words, the member and agent menus by page id. What an entry
// needs is what its page needs (./pages.ts), so the menus, the menu-page rule and the gateway's
// member menu agree on when an entry shows.
import type { FeatureId } from '../features/feature-registry';
import type {
  AccountMenuItem,
  AgentPage,
  MemberPage,
  SideMenuItem,
  TabBarItem,
} from '../model/skin-types';
import { linkFeatures } from './feature-links';
import { memberPagePath } from './member-page-path';
import { agentPageFeature, SITE_PAGES } from './pages';

const AGENT_CENTRE_PATH = SITE_PAGES.agentCentre.paths[0];

/** The side menu's pages; the app download and the language selector are no page. */
export const SIDE_MENU_LINKS: Readonly<Partial<Record<SideMenuItem, string>>> = {
  home: '/',
  vip: memberPagePath('vip'),
  invite: memberPagePath('referral'),
  betHistory: memberPagePath('personalHistoryCopy'),
  promotions: '/promotions',
  pointsMall: SITE_PAGES.pointMall.paths[0],
};

/** The account menu's pages; sign out and copy ID are actions. */
export const ACCOUNT_MENU_LINKS: Readonly<Partial<Record<AccountMenuItem, string>>> = {
  securityCenter: memberPagePath('securityCenter'),
  messageV2: memberPagePath('messageV2'),
  agent: AGENT_CENTRE_PATH,
};

/** The phone tab bar's pages; the home keeps its game menu tab in its query (`/?type=SEARCH`). */
export const TAB_BAR_LINKS: Readonly<Record<TabBarItem, string>> = {
  home: '/',
  search: '/?type=SEARCH',
  promotions: '/promotions',
  deposit: memberPagePath('depositv2'),
  withdraw: memberPagePath('withdraw'),
  account: memberPagePath('securityCenter'),
  favorite: '/favorite',
  recent: '/recent',
  pointsMall: SITE_PAGES.pointMall.paths[0],
  messages: memberPagePath('messageV2'),
};

/** The skin's menus that name pages, and what each of their entries is. */
export interface MenuEntries {
  side: SideMenuItem;
  account: AccountMenuItem;
  member: MemberPage;
  agent: AgentPage;
  tabBar: TabBarItem;
}

/** Every feature a menu entry's page needs: off, the entry never shows. */
export function menuEntryFeatures<Menu extends keyof MenuEntries>(
  menu: Menu,
  entry: MenuEntries[Menu],
): FeatureId[] {
  switch (menu) {
    case 'side': {
      const link = SIDE_MENU_LINKS[entry as SideMenuItem];
      return link === undefined ? [] : linkFeatures(link);
    }
    case 'account': {
      const link = ACCOUNT_MENU_LINKS[entry as AccountMenuItem];
      return link === undefined ? [] : linkFeatures(link);
    }
    case 'member':
      return linkFeatures(memberPagePath(entry as MemberPage));
    case 'tabBar':
      return linkFeatures(TAB_BAR_LINKS[entry as TabBarItem]);
    default: {
      const contract = agentPageFeature(entry as AgentPage);
      return [...linkFeatures(AGENT_CENTRE_PATH), ...(contract ? [contract] : [])];
    }
  }
}
