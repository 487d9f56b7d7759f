// Seeds the brand's site content and winner board: apart, as it is the same for every account.
import { pick, randomInt, type Random } from '../core/prng';
import type { Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { blogSeeds } from './blog';
import {
  agentGuideSeeds,
  announcementSeeds,
  bannerSeeds,
  goodsSeeds,
  helpSeeds,
  promotionSeeds,
} from './content';
import { cents, DAY, HOUR, iso } from './seed-units';
import type { CatalogueGame } from './seeded-games';
import type { SkinMerchant } from './skin-merchants';

export async function seedContent(
  db: Queryable,
  merchant: SkinMerchant,
  games: CatalogueGame[],
  random: Random,
  now: number,
): Promise<void> {
  const code = merchant.merchantCode;
  const layout = merchant.skin?.layout.home ?? 'casino';
  await insertRows(
    db,
    'announcements',
    {
      merchant_code: 'text',
      type: 'text',
      execution: 'text',
      title: 'jsonb',
      content: 'jsonb',
      promotion_type: 'text',
      published_at: 'timestamptz',
    },
    announcementSeeds(merchant.brand, layout).map(({ age_hours, ...item }) => ({
      ...item,
      merchant_code: code,
      published_at: iso(now - age_hours * HOUR),
    })),
  );
  const featured = games.find((game) => game.is_hot === 1)?.game_code ?? games[0].game_code;
  await insertRows(
    db,
    'banners',
    {
      merchant_code: 'text',
      group_name: 'text',
      title: 'jsonb',
      subtitle: 'jsonb',
      linkage_type: 'text',
      link_target: 'text',
      sort: 'integer',
    },
    bannerSeeds(merchant.brand, featured, layout).map((banner) => ({
      ...banner,
      merchant_code: code,
    })),
  );
  await insertRows(
    db,
    'help_articles',
    { merchant_code: 'text', tag: 'text', title: 'jsonb', content: 'jsonb', sort: 'integer' },
    helpSeeds(merchant.brand).map((article) => ({ ...article, merchant_code: code })),
  );
  await insertRows(
    db,
    'help_articles',
    {
      merchant_code: 'text',
      guide: 'text',
      tag: 'text',
      title: 'jsonb',
      content: 'jsonb',
      sort: 'integer',
    },
    agentGuideSeeds().map((article) => ({ ...article, merchant_code: code })),
  );
  await insertRows(
    db,
    'blog_posts',
    {
      merchant_code: 'text',
      slug: 'text',
      title: 'jsonb',
      summary: 'jsonb',
      content: 'jsonb',
      published_at: 'timestamptz',
    },
    blogSeeds(merchant.brand, now).map((post) => ({ ...post, merchant_code: code })),
  );
  await insertRows(
    db,
    'promotions',
    {
      merchant_code: 'text',
      type: 'text',
      title: 'jsonb',
      content: 'jsonb',
      settlement: 'text',
      raffle: 'boolean',
      prizes: 'jsonb',
      mode: 'text',
      bonus: 'numeric',
      target_valid_bet: 'numeric',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
    },
    promotionSeeds(layout).map(({ starts_in_days, lasts_days, ...promotion }) => ({
      ...promotion,
      merchant_code: code,
      starts_at: iso(now + starts_in_days * DAY),
      ends_at: iso(now + (starts_in_days + lasts_days) * DAY),
    })),
  );
  await insertRows(
    db,
    'points_goods',
    {
      merchant_code: 'text',
      name: 'jsonb',
      points: 'integer',
      amount_requirement: 'numeric',
      stock: 'integer',
    },
    goodsSeeds().map((goods) => ({ ...goods, merchant_code: code })),
  );
  // The board's wins are of the games the brand offers: a sportsbook's of its sports and e-sports
  // markets, never of slots it does not list.
  const offered = new Set<string>(
    layout === 'sportsbook' ? ['SPORTS', 'ESPORTS'] : (merchant.skin?.categories ?? []),
  );
  const inCategory = games.filter((game) => offered.has(game.game_type));
  const winnable = inCategory.length > 0 ? inCategory : games;
  const prefixes = [
    'jo',
    'ma',
    'an',
    'pe',
    'lu',
    'ca',
    'ra',
    'fe',
    'gi',
    'br',
    'th',
    'vi',
    'le',
    'da',
    'ju',
  ];
  await insertRows(
    db,
    'winners',
    {
      merchant_code: 'text',
      node_id: 'integer',
      customer_name: 'text',
      win_amount: 'numeric',
      won_at: 'timestamptz',
    },
    Array.from({ length: 200 }, () => ({
      merchant_code: code,
      node_id: pick(random, winnable).node_id,
      customer_name: `${pick(random, prefixes)}***${String(randomInt(random, 0, 99)).padStart(2, '0')}`,
      // Most wins are small, a few are large: the board's top 20 looks like a real one.
      win_amount: cents(50 * Math.exp(random() * 7)),
      won_at: iso(now - randomInt(random, 1, 7 * 24 * 60) * 60_000),
    })),
  );
}
