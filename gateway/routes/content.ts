// Announcements by execution (spec 000 §4: A for logged-in players, plus F on the session's first
// login, B for visitors), banners per group (none that leads to a page whose module the merchant has
// switched off), help content by language, popular games.
import { linkOfferedByModules, type ApiBanner } from '../../engine';
import { artSize, artUrl } from '../art/art-kinds';
import type { CatalogueGame } from '../catalogue/catalogue';
import { gameValue } from '../catalogue/game-value';
import type { FamilyRoutes } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { moduleEnabled } from '../core/merchants';
import { playerAnnouncements } from '../store/announcements';
import { weeksMostLaunched } from '../store/game-activity';
import { pagedList, pageOf } from '../store/paging';
import {
  bannerRows,
  blogArticle,
  blogPage,
  firstPromotionOfType,
  helpSections,
} from '../store/site-content';

const ALL_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const POPULAR_LIMIT = 12;

/**
 * Which executions a request may see: decided by the session, narrowed (never widened) by the
 * payload.
 */
export function executionsFor(
  session: { firstLogin: boolean } | null,
  requested?: 'A' | 'B' | 'F',
): Array<'A' | 'B' | 'F'> {
  const allowed: Array<'A' | 'B' | 'F'> = session
    ? session.firstLogin
      ? ['A', 'F']
      : ['A']
    : ['B'];
  return requested ? allowed.filter((execution) => execution === requested) : allowed;
}

export const contentRoutes: FamilyRoutes<'content'> = {
  announcements: {
    handler: async ({ payload, session, merchant, language, origin, db }) => {
      const types = new Set(payload.types ? payload.types.split(',') : ALL_TYPES);
      const executions = executionsFor(session, payload.execution);
      const items = (await playerAnnouncements(db, merchant.code, executions, language)).filter(
        (item) => types.has(item.type),
      );
      const banners = types.has('B')
        ? (await bannerRows(db, merchant.code, language))
            .filter(
              (row) =>
                row.linkage_type !== 'ROUTE' ||
                linkOfferedByModules(row.link_target ?? '', (moduleId) =>
                  moduleEnabled(merchant, moduleId),
                ),
            )
            .map((row): ApiBanner => ({
              id: row.id,
              groupName: row.group_name,
              // The picture has no words: the site draws the title and subtitle over it.
              url: artUrl(origin, 'banners', row.id),
              imageSize: artSize('banners'),
              title: row.title,
              subtitle: row.subtitle,
              linkageType: row.linkage_type,
              linkTarget: row.link_target,
            }))
        : [];
      const promotion = items.find((item) => item.type === 'PR');
      const promotionRow = promotion?.promotionType
        ? await firstPromotionOfType(db, merchant.code, promotion.promotionType, language)
        : undefined;
      return {
        banners,
        notices: items.filter((item) => item.type === 'PL' || item.type === 'PR'),
        popup: items.filter((item) => item.type === 'PU'),
        promotion: promotionRow ? { id: promotionRow.id, title: promotionRow.title } : null,
        home: items.filter((item) => item.type === 'H'),
      };
    },
  },
  blogList: {
    module: 'BLOG3',
    handler: async ({ payload, merchant, language, db }) =>
      pagedList(await blogPage(db, merchant.code, language, pageOf(payload, 10)), (row) => ({
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        publishedAt: row.published_at.toISOString(),
      })),
  },
  blogArticle: {
    module: 'BLOG3',
    handler: async ({ payload, merchant, language, db }) => {
      const row = await blogArticle(db, merchant.code, payload.slug, language);
      if (!row) fail('NOT_FOUND', { message: `No blog article "${payload.slug}".` });
      return {
        slug: row.slug,
        title: row.title,
        content: row.content,
        publishedAt: row.published_at.toISOString(),
      };
    },
  },
  helpContent: {
    duringOutage: true,
    handler: async ({ payload, merchant, language, db }) => ({
      sections: await helpSections(
        db,
        merchant.code,
        payload.lang ?? language,
        payload.guide ?? 'site',
      ),
    }),
  },
  popular: {
    handler: async ({ payload, merchant, now, db, deps }) => {
      const picked = (await weeksMostLaunched(db, merchant.code, now))
        .map((nodeId) => deps.catalogue.game(nodeId))
        .filter(
          (game): game is CatalogueGame =>
            game !== undefined &&
            game.parentNodeId === null &&
            (!payload.gameType || game.gameType === payload.gameType),
        );
      const hot = deps.catalogue.filter({ gameType: payload.gameType, hotOnly: true });
      const games = [...new Set([...picked, ...hot])].slice(0, POPULAR_LIMIT);
      return { list: games.map((game) => gameValue(game, { now: now.getTime() })) };
    },
  },
};
