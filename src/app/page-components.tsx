// What each site page of the engine's page table renders (engine/site/pages.ts), in one record: a
// page id the table gains and this record lacks does not compile. Every entry is lazy: a page is
// its route's chunk (named here, or in ./lazy/lazy-chunks.ts for the player site's and the
// promotions', which the boot fetches for a page the build drew a first view of). The member
// centre's and the agent centre's pages have records of the same kind in the chunks that render
// them (./chunks/member-pages.tsx, ./chunks/agent-pages.tsx), so the boot carries none of those
// rows.
import type { ReactNode } from 'react';
import type { SitePage, SiteRoute } from '../../engine';
import type { LotteryPageName } from '../features/lottery';
import {
  agentArea,
  LazyGameCentreRoute,
  LazyGameListRoute,
  LazyHomePage,
  LazyLotteryRoute,
  LazyModalRoutePage,
  LazyPromotions,
  LazySeamlessRoute,
} from './lazy/lazy-chunks';
import { chunkParts, lazyWithReload } from './lazy/lazy-with-reload';

// The chunks of the pages the boot does not name (the player site's are ./lazy/lazy-chunks.ts's).
const memberCentre = chunkParts('member-centre', () => import('./chunks/member-centre'));
const LazyMemberCentre = memberCentre('MemberCentre');
const LazyAgentLogin = agentArea('AgentLogin');
const LazyAgentCentre = agentArea('AgentCentre');
const LazyPointsMall = lazyWithReload('points-mall', () =>
  import('./chunks/points-mall').then((m) => m.PointsMall),
);
const LazyHelpPage = lazyWithReload('help', () =>
  import('../features/shell/help-page').then((m) => m.HelpPage),
);
const LazyFeedbackPage = lazyWithReload('feedback', () =>
  import('../features/feedback/feedback-page').then((m) => m.FeedbackPage),
);
const blog = chunkParts('blog', () => import('./chunks/blog'));
const LazyBlogListPage = blog('BlogListPage');
const LazyBlogArticlePage = blog('BlogArticlePage');
const LazyAppGuidePage = lazyWithReload('app-guide', () =>
  import('../features/shell/app-guide-page').then((m) => m.AppGuidePage),
);

/** What a page is rendered with: its route. */
export interface PageProps {
  route?: SiteRoute;
}

export type LazyPage = (props: PageProps) => ReactNode;

export const PAGES: Record<SitePage, LazyPage> = {
  home: () => <LazyHomePage />,
  loginModal: () => <LazyModalRoutePage modal="login" />,
  registerModal: () => <LazyModalRoutePage modal="register" />,
  help: () => <LazyHelpPage />,
  feedback: () => <LazyFeedbackPage />,
  blogList: () => <LazyBlogListPage />,
  blogArticle: () => <LazyBlogArticlePage />,
  appGuide: () => <LazyAppGuidePage />,
  gameList: ({ route }) => <LazyGameListRoute gameType={route!.category!} />,
  gameCentre: ({ route }) => <LazyGameCentreRoute category={route!.category!} />,
  favorite: () => <LazyGameListRoute gameType="FAV" />,
  recent: () => <LazyGameListRoute gameType="RECENT" />,
  lottery: ({ route }) => <LazyLotteryRoute page={route!.path.slice(1) as LotteryPageName} />,
  seamless: () => <LazySeamlessRoute />,
  promotions: () => <LazyPromotions />,
  pointMall: () => <LazyPointsMall />,
  member: () => <LazyMemberCentre />,
  agentLogin: () => <LazyAgentLogin />,
  agentCentre: () => <LazyAgentCentre />,
};
