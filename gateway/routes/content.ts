// Announcements by execution (spec 000 §4: A for logged-in players, plus F on the session's first
// login, B for visitors), banners per group (none that leads to a page whose module the merchant has
// switched off), help content by language, popular games.
import { linkOfferedByModules, type ApiAnnouncement, type ApiBanner } from '../../engine';
import { artSize, artUrl } from '../art/art-kinds';
import type { CatalogueGame } from '../catalogue/catalogue';
import { gameValue } from '../catalogue/game-value';
import type { FamilyRoutes } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { moduleEnabled } from '../core/merchants';
import { pagedList, pagedQuery, pageOf } from '../store/paging';

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
      const rows = await db.query<{
        id: number;
        type: ApiAnnouncement['type'];
        execution: ApiAnnouncement['execution'];
        title: string;
        content: string;
        promotion_type: string | null;
        published_at: Date;
      }>(
        `SELECT id, type, execution, title->>$3 AS title, content->>$3 AS content, promotion_type, published_at
         FROM announcements WHERE merchant_code = $1 AND execution = ANY($2::text[]) AND audience = 'all' ORDER BY published_at DESC, id DESC`,
        [merchant.code, executions, language],
      );
      const items = rows
        .filter((row) => types.has(row.type))
        .map((row): ApiAnnouncement => ({
          id: row.id,
          type: row.type,
          title: row.title,
          content: row.content,
          promotionType: row.promotion_type,
          execution: row.execution,
          publishedAt: row.published_at.toISOString(),
        }));
      const banners = types.has('B')
        ? (
            await db.query<{
              id: number;
              group_name: ApiBanner['groupName'];
              title: string;
              linkage_type: ApiBanner['linkageType'];
              link_target: string | null;
            }>(
              'SELECT id, group_name, title->>$2 AS title, linkage_type, link_target FROM banners WHERE merchant_code = $1 ORDER BY group_name, sort',
              [merchant.code, language],
            )
          )
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
              // The picture's words in the page's language, as its alt text.
              url: artUrl(origin, 'banners', row.id, { language }),
              imageSize: artSize('banners'),
              title: row.title,
              linkageType: row.linkage_type,
              linkTarget: row.link_target,
            }))
        : [];
      const promotion = items.find((item) => item.type === 'PR');
      const [promotionRow] = promotion
        ? await db.query<{ id: number; title: string }>(
            'SELECT id, title->>$3 AS title FROM promotions WHERE merchant_code = $1 AND type = $2 ORDER BY id LIMIT 1',
            [merchant.code, promotion.promotionType, language],
          )
        : [];
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
      pagedList(
        await pagedQuery<{ slug: string; title: string; summary: string; published_at: Date }>(
          db,
          'SELECT slug, title->>$2 AS title, summary->>$2 AS summary, published_at, count(*) OVER () AS total_rows FROM blog_posts WHERE merchant_code = $1 ORDER BY published_at DESC, id DESC',
          [merchant.code, language],
          pageOf(payload, 10),
        ),
        (row) => ({
          slug: row.slug,
          title: row.title,
          summary: row.summary,
          publishedAt: row.published_at.toISOString(),
        }),
      ),
  },
  blogArticle: {
    module: 'BLOG3',
    handler: async ({ payload, merchant, language, db }) => {
      const [row] = await db.query<{
        slug: string;
        title: string;
        content: string;
        published_at: Date;
      }>(
        'SELECT slug, title->>$3 AS title, content->>$3 AS content, published_at FROM blog_posts WHERE merchant_code = $1 AND slug = $2',
        [merchant.code, payload.slug, language],
      );
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
      sections: await db.query<{ tag: string; title: string; content: string }>(
        'SELECT tag, title->>$2 AS title, content->>$2 AS content FROM help_articles WHERE merchant_code = $1 AND guide = $3 ORDER BY sort',
        [merchant.code, payload.lang ?? language, payload.guide ?? 'site'],
      ),
    }),
  },
  popular: {
    handler: async ({ payload, merchant, now, db, deps }) => {
      const launched = await db.query<{ node_id: number }>(
        `SELECT p.node_id FROM game_launches p JOIN members m ON m.id = p.member_id
         WHERE m.merchant_code = $1 AND p.launched_at > $2 GROUP BY p.node_id ORDER BY count(*) DESC, max(p.launched_at) DESC LIMIT 50`,
        [merchant.code, new Date(now.getTime() - 7 * 86_400_000)],
      );
      const picked = launched
        .map((row) => deps.catalogue.game(row.node_id))
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
