// Every page of the site, one row each (spec 000 §2, spec 001 §2): the site's routes, the member
// centre's pages and the agent centre's pages, with the feature each belongs to, its guards and
// what its address does while the feature is off. Routes, feature links, the menus, the menu-page
// rule, the real-account notice, the route guard and the gateway's member menu all read these rows,
// so a page's facts are written here once. A member page's id is its row's key: `npm run gen` writes
// the keys into schemas/defs.schema.json's `memberPage` (scripts/gen/table-enums.ts), whose union
// the table then satisfies, so a row added without it does not compile. The agent table is keyed by
// the schema's `agentPage` ids and its own tools: an agent page id without a row does not compile.
import type { FeatureId } from '../features/feature-registry';
import type { AgentPage, ContractKind, MemberPage } from '../model/skin-types';
import { CATEGORY_PAGE_KINDS, categoryPath } from './category-pages';

/**
 * What stands before a page: `login` sends a visitor to /login, `agent` sends anyone but an agent
 * to /agent (spec 001 §2 "Agent centre"), `realAccount` shows a trial account the
 * need-a-real-account notice instead (spec 000 §6, spec 001 §4: money moves there).
 */
export type PageGuard = 'login' | 'agent' | 'realAccount';

/**
 * What a site page's address does while its feature is off: say the page is not offered, or lead
 * home (spec 001 §2: the points mall's and the agent centre's addresses lead home). A member or
 * agent page whose feature is off has no entry and cannot be opened.
 */
export type WhenOff = 'notOffered' | 'home';

export interface SitePageRow {
  /** The paths the page answers at (React Router patterns, matched case-insensitively). */
  paths: readonly string[];
  /** Stable route name when it is not the path's own (`/blog` → blog): the view scrolls to the top when it changes (spec 000 §2). */
  name?: string;
  /** The agent area has its own layout: no side menu, header or footer (spec 000 §2 /agent). */
  layout?: 'site' | 'agent';
  guards?: readonly PageGuard[];
  /** A game page: no side menu (spec 000 §2). */
  gamePage?: boolean;
  feature?: FeatureId;
  whenOff?: WhenOff;
}

export interface MemberPageRow {
  /** The page's own feature, beside the member centre's (spec 000 §6: VIP, referral). */
  feature?: FeatureId;
  guards?: readonly PageGuard[];
  /** Its menu entry shows the gateway's count above 0 (spec 000 §2). */
  badge?: boolean;
}

export interface AgentPageRow {
  /** A contract page: shown while its contract's feature is on and the account has the type. */
  contract?: ContractKind;
  /** One of the agent centre's other pages (spec 001 §2 "also named"), in a menu of their own. */
  tool?: boolean;
}

const categoryPaths = (kind: 'list' | 'centre') =>
  Object.entries(CATEGORY_PAGE_KINDS)
    .filter(([, pageKind]) => pageKind === kind)
    .map(([category]) => categoryPath(category as keyof typeof CATEGORY_PAGE_KINDS));

/** The site's pages: what each route renders (the React app maps each to its component). */
export const SITE_PAGES = {
  // Home is one screen under four paths (spec 000 §2); /login and /register open their modal on it.
  home: { paths: ['/', '/index', '/index.html', '/home'], name: 'home' },
  loginModal: { paths: ['/login'], name: 'home' },
  registerModal: { paths: ['/register'], name: 'home' },
  help: { paths: ['/help'] },
  feedback: { paths: ['/feedback'], guards: ['login'] },
  blogList: { paths: ['/blog'], feature: 'blog' },
  blogArticle: { paths: ['/blog/:slug'], name: 'blogArticle', feature: 'blog' },
  // App download guides (spec 000 §1): /app opens the first platform offered.
  appGuide: { paths: ['/app', '/app/:platform'], name: 'appGuide' },
  // Each category's page of its kind (./category-pages.ts).
  gameList: { paths: categoryPaths('list') },
  gameCentre: { paths: categoryPaths('centre') },
  favorite: { paths: ['/favorite'], guards: ['login'] },
  recent: { paths: ['/recent'], guards: ['login'] },
  // Lottery pages need a login; ?gameCode launches a game (spec 000 §2).
  lottery: { paths: ['/lottery', '/seaLottery', '/vnLottery'], guards: ['login'], gamePage: true },
  seamless: { paths: ['/seamless'], gamePage: true },
  promotions: { paths: ['/promotions'] },
  pointMall: { paths: ['/pointMall'], guards: ['login'], feature: 'pointsMall', whenOff: 'home' },
  member: { paths: ['/member'], guards: ['login'], feature: 'memberCentre' },
  agentLogin: { paths: ['/agent'], layout: 'agent', feature: 'agentCentre' },
  agentCentre: {
    paths: ['/agentHome'],
    layout: 'agent',
    guards: ['agent'],
    feature: 'agentCentre',
    whenOff: 'home',
  },
} as const satisfies Record<string, SitePageRow>;

export type SitePage = keyof typeof SITE_PAGES;

/** The member centre's pages (spec 000 §2), opened at /member?page=<id>. */
export const MEMBER_PAGE_ROWS = {
  securityCenter: {},
  transferFund: { guards: ['realAccount'] },
  depositv2: { guards: ['realAccount'] },
  withdraw: { guards: ['realAccount'] },
  transferUpline: { guards: ['realAccount'] },
  personalHistoryCopy: {},
  transactionHistory: {},
  personalProfit: {},
  bonusDetails: {},
  // The reward centre pays VIP bonuses beside its own items: it is one of the VIP pages.
  rewardCenter: { feature: 'vip', badge: true },
  vip: { feature: 'vip' },
  referral: { feature: 'referral' },
  missionLeaderboard: { badge: true },
  messageV2: { badge: true },
  manualRebate: {},
  responsibleGaming: {},
} as const satisfies Record<MemberPage, MemberPageRow>;

/**
 * The agent centre's pages (spec 001 §2 "Agent centre"): the skin's `menus.agent` chooses among the
 * first twelve; the tools below them (the invitation links, the credit report, the team's red
 * envelopes and the gateway's agent guides, spec 001 §2 "also named") are in a menu of their own.
 */
export const AGENT_PAGE_ROWS = {
  agentAnnouncement: {},
  agentTeamOverview: {},
  registerCenter: {},
  downlineManagmentView: {},
  personalHistoryCopy: {},
  palStatementsAgentCopy: {},
  agentRevenueReport: {},
  agentDownlineTransactionDetailsCopy: {},
  agentDividendRecordCopy2: { contract: 'dividend' },
  agentDailyWages2: { contract: 'dailySalary' },
  agentHourSalary: { contract: 'hourlySalary' },
  agentRealtimeSalary: { contract: 'realtimeSalary' },
  linkManagement: { tool: true },
  creditReport: { tool: true },
  redEnvelope: { tool: true },
  installationGuide: { tool: true },
  beginnerGuide: { tool: true },
  helpCentre: { tool: true },
} as const satisfies { [Page in AgentPage]: AgentPageRow } & Record<string, AgentPageRow>;

/** An agent centre page that is a tool, not one of the skin's `menus.agent`. */
export type AgentToolPage = Exclude<keyof typeof AGENT_PAGE_ROWS, AgentPage>;

/** The feature of each contract kind (its module switches the kind off for the merchant). */
export const CONTRACT_FEATURES = {
  dividend: 'contractDividend',
  dailySalary: 'contractDailySalary',
  hourlySalary: 'contractHourlySalary',
  realtimeSalary: 'contractRealtimeSalary',
} as const satisfies Record<ContractKind, FeatureId>;

const memberRow = (page: MemberPage): MemberPageRow => MEMBER_PAGE_ROWS[page];
const agentRow = (page: AgentPage | AgentToolPage): AgentPageRow => AGENT_PAGE_ROWS[page];

const pagesWhere = <Page extends string, Row>(
  rows: Record<Page, Row>,
  test: (row: Row) => boolean,
): Page[] => (Object.keys(rows) as Page[]).filter((page) => test(rows[page]));

/** The agent centre's tools, in their menu's order. */
export const AGENT_TOOL_PAGES = pagesWhere<AgentPage | AgentToolPage, AgentPageRow>(
  AGENT_PAGE_ROWS,
  (row) => row.tool === true,
) as readonly AgentToolPage[];

/** The paths that show the home: its own four, and /login and /register, whose modal opens on it. */
const HOME_SCREEN_PATHS: readonly string[] = Object.values(
  SITE_PAGES as Record<string, SitePageRow>,
)
  .filter((row) => row.name === 'home')
  .flatMap((row) => row.paths.map((path) => path.toLowerCase()));

/** Whether the page at `pathname` is the home (matched case-insensitively, as routes are). */
export function showsHome(pathname: string): boolean {
  return HOME_SCREEN_PATHS.includes(pathname.toLowerCase());
}

/** The feature a site page belongs to, if any. */
export function pageFeature(page: SitePage): FeatureId | undefined {
  const row: SitePageRow = SITE_PAGES[page];
  return row.feature;
}

/** The member page's own feature (VIP, referral), beside the member centre's. */
export function memberPageFeature(page: string): FeatureId | undefined {
  return Object.hasOwn(MEMBER_PAGE_ROWS, page) ? memberRow(page as MemberPage).feature : undefined;
}

/** The feature of an agent page: its contract's, for a contract page. */
export function agentPageFeature(page: AgentPage | AgentToolPage): FeatureId | undefined {
  const { contract } = agentRow(page);
  return contract && CONTRACT_FEATURES[contract];
}

/** The contract kind of an agent page, for a contract page. */
export function agentPageContract(page: AgentPage | AgentToolPage): ContractKind | undefined {
  return agentRow(page).contract;
}

const realAccountOnly = (row: MemberPageRow) => row.guards?.includes('realAccount') ?? false;

/** Whether a member page opens only for a real account (spec 000 §6, spec 001 §4). */
export function needsRealAccount(page: MemberPage): boolean {
  return realAccountOnly(memberRow(page));
}

/** The member pages that move money: a trial account gets the real-account notice instead. */
export const REAL_ACCOUNT_MEMBER_PAGES: readonly MemberPage[] = pagesWhere<
  MemberPage,
  MemberPageRow
>(MEMBER_PAGE_ROWS, realAccountOnly);

/** The member pages whose menu entry shows a count (spec 000 §2). */
export const BADGED_MEMBER_PAGES: readonly MemberPage[] = pagesWhere<MemberPage, MemberPageRow>(
  MEMBER_PAGE_ROWS,
  (row) => row.badge === true,
);
