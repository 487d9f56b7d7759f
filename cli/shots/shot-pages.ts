// The pages `skinforge shots` pictures, one row each: its id (what `--pages` takes), where it is,
// who must be signed in, and what is done on it before the shot (a pop-up opened). The rows come
// from the site's own tables, so a route, member page or agent page added there is pictured
// without an edit here: every route of engine SITE_ROUTES (spec 000 §2, spec 001 §2) but those
// with a parameter, the game pages and the two that are pop-ups, every member-centre page
// (MEMBER_PAGES, spec 000 §2) and every agent-centre page (AGENT_PAGES and AGENT_TOOL_PAGES,
// spec 001 §2 "Agent centre"). The main pop-ups (spec 000 §2 "Modals"; spec 001 §4, §5) follow.
import {
  AGENT_PAGES,
  AGENT_TOOL_PAGES,
  MEMBER_PAGES,
  SITE_ROUTES,
  memberPageFeature,
  memberPagePath,
  pageFeature,
  type AgentPage,
  type AgentToolPage,
  type Category,
  type FeatureId,
  type MemberPage,
  type SitePage,
  type SiteRoute,
} from '../../engine';
import type { PageStepName } from './page-steps';

/**
 * Who is signed in: nobody, the seeded player (`player01`) or agent (`agent01`), or a cashier, a
 * player of the shot's own with a paid withdrawal awaiting its answer (cli/shots/sign-in.ts).
 */
export type ShotRole = 'visitor' | 'player' | 'agent' | 'cashier';

export interface ShotPage {
  /** What `--pages` takes; the shot's file is `<id>.png`. */
  id: string;
  path: string;
  role: ShotRole;
  /** The page exists only while these features are on. */
  features: readonly FeatureId[];
  /** A game category's page: only where the skin lists the category. */
  category?: Category;
  /** A member-centre page: only where the skin's `menus.member` lists it. */
  memberPage?: MemberPage;
  /** An agent-centre page: only where the agent's menu has it (engine agentMenuPages). */
  agentPage?: AgentPage | AgentToolPage;
  /** Done on the page before the shot (cli/shots/page-steps.ts). */
  step?: PageStepName;
}

/** Pages the route table has that are pictured otherwise: as a pop-up, per page, or not at all. */
const NOT_A_SHOT: readonly SitePage[] = [
  // /login and /register open the login and registration pop-ups (rows below).
  'loginModal',
  'registerModal',
  // One row per member-centre and agent-centre page instead.
  'member',
  'agentCentre',
];

const featuresOf = (...features: (FeatureId | undefined)[]): FeatureId[] =>
  features.filter((feature): feature is FeatureId => feature !== undefined);

const routeOf = (page: SitePage): SiteRoute => SITE_ROUTES.find((route) => route.page === page)!;

const pathOf = (page: SitePage): string => routeOf(page).path;

const agentPagePath = (page: AgentPage | AgentToolPage) => `${pathOf('agentCentre')}?page=${page}`;

/** A route is pictured once (the home has four paths); a game page launches a game. */
function pictured(route: SiteRoute, index: number, routes: readonly SiteRoute[]): boolean {
  return (
    !route.path.includes(':') &&
    !route.gamePage &&
    !NOT_A_SHOT.includes(route.page) &&
    routes.findIndex((other) => other.name === route.name) === index
  );
}

const siteRow = (route: SiteRoute): ShotPage => ({
  id: route.name,
  path: route.path,
  role: route.requiresLogin ? 'player' : 'visitor',
  features: featuresOf(pageFeature(route.page)),
  category: route.category,
});

/** An article has a path of its own (/blog/:slug): the shot follows the list's first one. */
const article: ShotPage = {
  id: routeOf('blogArticle').name,
  path: pathOf('blogList'),
  role: 'visitor',
  features: featuresOf(pageFeature('blogArticle')),
  step: 'firstArticle',
};

const sitePages: ShotPage[] = SITE_ROUTES.filter(pictured).flatMap((route) =>
  route.page === 'blogList' ? [siteRow(route), article] : [siteRow(route)],
);

const memberPages: ShotPage[] = MEMBER_PAGES.map((page) => ({
  id: `member.${page}`,
  path: memberPagePath(page),
  role: 'player',
  features: featuresOf('memberCentre', memberPageFeature(page)),
  memberPage: page,
}));

const agentPages: ShotPage[] = [...AGENT_PAGES, ...AGENT_TOOL_PAGES].map((page) => ({
  id: `agent.${page}`,
  path: agentPagePath(page),
  role: 'agent',
  features: ['agentCentre'],
  agentPage: page,
}));

const popups: ShotPage[] = [
  { id: 'login', path: pathOf('loginModal'), role: 'visitor', features: [], step: 'login' },
  {
    id: 'register',
    path: pathOf('registerModal'),
    role: 'visitor',
    features: [],
    step: 'register',
  },
  {
    id: 'forgotPassword',
    path: pathOf('loginModal'),
    role: 'visitor',
    features: [],
    step: 'forgotPassword',
  },
  {
    id: 'deposit',
    path: memberPagePath('depositv2'),
    role: 'cashier',
    features: ['memberCentre'],
    step: 'deposit',
  },
  {
    id: 'withdrawalConfirmation',
    path: memberPagePath('withdraw'),
    role: 'cashier',
    features: ['memberCentre'],
    step: 'withdrawalConfirmation',
  },
  {
    id: 'itemDetails',
    path: pathOf('pointMall'),
    role: 'player',
    features: ['pointsMall'],
    step: 'itemDetails',
  },
  {
    id: 'contractDialog',
    path: pathOf('agentCentre'),
    role: 'agent',
    features: ['agentCentre'],
    step: 'contractDialog',
  },
  { id: 'chat', path: pathOf('help'), role: 'visitor', features: ['chat'], step: 'chat' },
];

export const SHOT_PAGES: readonly ShotPage[] = [
  ...sitePages,
  ...memberPages,
  ...agentPages,
  ...popups,
];

export const SHOT_PAGE_IDS: readonly string[] = SHOT_PAGES.map((page) => page.id);
