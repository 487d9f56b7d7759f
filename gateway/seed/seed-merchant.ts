// Everything one merchant starts with: its row (settings and module tree), the demo accounts with
// wallets, points, messages, favourites and game launches, their money history (./seed-history.ts:
// plays, deposits, a withdrawal, bonuses, a rebate claim), agent contracts and settlements, and its
// content (announcements, banners, help, promotions, goods, winners). Deterministic: the PRNG is
// seeded with the merchant code, so a merchant's data is the same on every start.
import { defaultModuleTree, periodStart, type ContractKind } from '../../engine';
import { createRandom, pick, randomInt, type Random } from '../core/prng';
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
import { DEMO_ACCOUNTS, PAYMENT_PASSWORD } from './demo-accounts';
import { merchantSettings } from './merchant-settings';
import { seedHistory, type SeedGame } from './seed-history';
import type { SkinMerchant } from './skin-merchants';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Password → its scrypt hash, computed once per seed (hashing is deliberately slow). */
export type PasswordHashes = ReadonlyMap<string, string>;

function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

const iso = (time: number) => new Date(time).toISOString();
const cents = (value: number) => Math.round(value * 100) / 100;

interface CatalogueGame extends SeedGame {
  is_hot: number;
}

async function insertMembers(
  db: Queryable,
  merchant: SkinMerchant,
  now: number,
  hashes: PasswordHashes,
): Promise<Map<string, number>> {
  const rows = DEMO_ACCOUNTS.map((account) => ({
    merchant_code: merchant.merchantCode,
    username: account.username,
    nickname: account.nickname,
    type: account.type,
    password_hash: hashes.get(account.password),
    password_changed_at: iso(now - (account.passwordAgeDays ?? 10) * DAY),
    payment_password_hash: hashes.get(PAYMENT_PASSWORD),
    email: account.email ?? null,
    dialing_code: account.mobileNum ? '55' : null,
    mobile_num: account.mobileNum ?? null,
    vip_level: account.vipLevel ?? 0,
    affiliate_code: account.affiliateCode ?? null,
    enable_contract: account.enableContract ?? false,
    enable_salary: account.enableSalary ?? false,
    avatar: (DEMO_ACCOUNTS.indexOf(account) % 8) + 1,
    registered_at: iso(now - 90 * DAY),
    first_login_at: account.neverLoggedIn ? null : iso(now - 60 * DAY),
    last_login_at: account.neverLoggedIn ? null : iso(now - DAY),
  }));
  const inserted = await insertRows<{ id: number; username: string }>(
    db,
    'members',
    {
      merchant_code: 'text',
      username: 'text',
      nickname: 'text',
      type: 'integer',
      password_hash: 'text',
      password_changed_at: 'timestamptz',
      payment_password_hash: 'text',
      email: 'text',
      dialing_code: 'text',
      mobile_num: 'text',
      vip_level: 'integer',
      affiliate_code: 'text',
      enable_contract: 'boolean',
      enable_salary: 'boolean',
      avatar: 'integer',
      registered_at: 'timestamptz',
      first_login_at: 'timestamptz',
      last_login_at: 'timestamptz',
    },
    rows,
    'id, username',
  );
  const ids = new Map(inserted.map((row) => [row.username, row.id]));
  const links = DEMO_ACCOUNTS.filter((account) => account.upline).map((account) => ({
    id: ids.get(account.username),
    upline_id: ids.get(account.upline ?? ''),
  }));
  await db.query(
    'UPDATE members SET upline_id = x.upline_id FROM jsonb_to_recordset($1::jsonb) AS x(id integer, upline_id integer) WHERE members.id = x.id',
    [JSON.stringify(links)],
  );
  return ids;
}

async function insertMoney(
  db: Queryable,
  ids: Map<string, number>,
  now: number,
  singleWallet: boolean,
): Promise<void> {
  const wallets = DEMO_ACCOUNTS.map((account) => ({
    member_id: ids.get(account.username),
    wallet: 'MAIN',
    balance: account.balance,
  }));
  // A single-wallet merchant has no vendor wallets (spec 001 §7 isSingle).
  if (!singleWallet) wallets.push({ member_id: ids.get('player01'), wallet: 'PT', balance: 200 });
  await insertRows(
    db,
    'wallets',
    { member_id: 'integer', wallet: 'text', balance: 'numeric' },
    wallets,
  );
  await insertRows(
    db,
    'ledger',
    {
      member_id: 'integer',
      wallet: 'text',
      kind: 'text',
      amount: 'numeric',
      balance_after: 'numeric',
      remark: 'text',
      created_at: 'timestamptz',
    },
    wallets
      .filter((wallet) => wallet.balance > 0)
      .map((wallet) => ({
        ...wallet,
        // The operator's credit (as /__dev/credit), not a deposit: it asks no turnover, so the
        // demo accounts can transfer and withdraw what they hold.
        kind: 'ADJUSTMENT',
        amount: wallet.balance,
        balance_after: wallet.balance,
        remark: 'Opening balance',
        created_at: iso(now - 30 * DAY),
      })),
  );
  await insertRows(
    db,
    'points_balances',
    { member_id: 'integer', points: 'integer', valid_bet: 'numeric' },
    DEMO_ACCOUNTS.map((account) => ({
      member_id: ids.get(account.username),
      points: account.points ?? 0,
      valid_bet: (account.points ?? 0) * 2,
    })),
  );
  await insertRows(
    db,
    'points_ledger',
    {
      member_id: 'integer',
      changed_points: 'integer',
      points_balance: 'integer',
      type: 'text',
      status: 'text',
      remark: 'text',
      created_at: 'timestamptz',
    },
    DEMO_ACCOUNTS.filter((account) => account.points).map((account) => ({
      member_id: ids.get(account.username),
      changed_points: account.points,
      points_balance: account.points,
      type: 'EARN',
      status: 'done',
      remark: 'Points earned by valid bets',
      created_at: iso(now - 7 * DAY),
    })),
  );
}

async function insertActivity(
  db: Queryable,
  ids: Map<string, number>,
  games: CatalogueGame[],
  random: Random,
  now: number,
): Promise<void> {
  const members = DEMO_ACCOUNTS.filter((account) => account.type !== 99);
  await insertRows(
    db,
    'messages',
    {
      member_id: 'integer',
      title: 'jsonb',
      content: 'jsonb',
      created_at: 'timestamptz',
      read_at: 'timestamptz',
    },
    members.flatMap((account) => [
      {
        member_id: ids.get(account.username),
        title: { pt: 'Bem-vindo', en: 'Welcome' },
        content: {
          pt: '<p>Obrigado por jogar conosco.</p>',
          en: '<p>Thank you for playing with us.</p>',
        },
        created_at: iso(now - 20 * DAY),
        read_at: iso(now - 19 * DAY),
      },
      {
        member_id: ids.get(account.username),
        title: { pt: 'Seu bônus chegou', en: 'Your bonus is here' },
        content: {
          pt: '<p>Confira o centro de recompensas.</p>',
          en: '<p>Visit the reward centre.</p>',
        },
        created_at: iso(now - 2 * DAY),
        read_at: null,
      },
    ]),
  );
  const player = ids.get('player01');
  const hot = games.filter((game) => game.is_hot === 1 && game.game_type === 'RNG');
  await insertRows(
    db,
    'favourites',
    { member_id: 'integer', node_id: 'integer', created_at: 'timestamptz' },
    hot.slice(0, 5).map((game, index) => ({
      member_id: player,
      node_id: game.node_id,
      created_at: iso(now - (index + 1) * HOUR),
    })),
  );
  await insertRows(
    db,
    'game_launches',
    { member_id: 'integer', node_id: 'integer', mode: 'text', launched_at: 'timestamptz' },
    Array.from({ length: 6 }, (_, index) => ({
      member_id: player,
      node_id: pick(random, games).node_id,
      mode: 'real',
      launched_at: iso(now - (index + 1) * 3 * HOUR),
    })),
  );
}

async function insertAgentData(
  db: Queryable,
  merchantCode: string,
  ids: Map<string, number>,
  now: number,
): Promise<void> {
  const contract = (
    upline: string,
    downline: string,
    kind: string,
    rate: number,
    terms: Record<string, number>,
    status: string,
  ) => ({
    merchant_code: merchantCode,
    upline_id: ids.get(upline),
    downline_id: ids.get(downline),
    kind,
    rate,
    terms,
    status,
    created_at: iso(now - (status === 'offered' ? 1 : 30) * DAY),
    decided_at: status === 'offered' ? null : iso(now - 29 * DAY),
    // The seeded settlements are their history: the engine settles from the seed's period on.
    settled_until: status === 'active' ? iso(periodStart(kind as ContractKind, now)) : null,
  });
  await insertRows(
    db,
    'contracts',
    {
      merchant_code: 'text',
      upline_id: 'integer',
      downline_id: 'integer',
      kind: 'text',
      rate: 'numeric',
      terms: 'jsonb',
      status: 'text',
      created_at: 'timestamptz',
      decided_at: 'timestamptz',
      settled_until: 'timestamptz',
    },
    [
      contract(
        'agent01',
        'agent02',
        'dividend',
        30,
        { minActiveMembers: 5, periodValidBet: 10_000 },
        'active',
      ),
      contract(
        'agent01',
        'agent02',
        'dailySalary',
        1.5,
        { minActiveMembers: 3, minBetAmount: 1000 },
        'offered',
      ),
      contract(
        'agent41',
        'agent42',
        'hourlySalary',
        1.2,
        { hourlyBetAmount: 500, minActiveMembers: 2 },
        'active',
      ),
      contract(
        'agent41',
        'agent42',
        'realtimeSalary',
        0.8,
        { profitWinRate: 0.8, lossRate: 0.5, singleBetAmount: 10 },
        'offered',
      ),
    ],
  );
  // Notices for the agent centre only (agentAnnouncement).
  const notice = (age: number, pt: [string, string], en: [string, string]) => ({
    merchant_code: merchantCode,
    type: 'PL',
    execution: 'A',
    title: { pt: pt[0], en: en[0] },
    content: { pt: `<p>${pt[1]}</p>`, en: `<p>${en[1]}</p>` },
    audience: 'agents',
    published_at: iso(now - age * DAY),
  });
  await insertRows(
    db,
    'announcements',
    {
      merchant_code: 'text',
      type: 'text',
      execution: 'text',
      title: 'jsonb',
      content: 'jsonb',
      audience: 'text',
      published_at: 'timestamptz',
    },
    [
      notice(
        1,
        ['Salários liquidados por dia GMT', 'O salário diário é pago logo após a meia-noite GMT.'],
        ['Salaries settle per GMT day', 'The daily salary is paid right after midnight GMT.'],
      ),
      notice(
        6,
        ['Novo relatório de renda', 'Veja o que cada contrato rendeu por dia e por tipo.'],
        ['New income report', 'See what each contract earned per day and per kind.'],
      ),
    ],
  );
  const day = (offset: number) => iso(now - offset * DAY).slice(0, 10);
  const settlement = (
    member: string,
    kind: string,
    offset: number,
    rate: number,
    validBet: number,
    status: string,
  ) => ({
    member_id: ids.get(member),
    kind,
    period: day(offset),
    rate,
    valid_bet: validBet,
    amount: cents((validBet * rate) / 100),
    status,
    claimed_at: status === 'claimed' ? iso(now - (offset - 1) * DAY) : null,
  });
  await insertRows(
    db,
    'settlements',
    {
      member_id: 'integer',
      kind: 'text',
      period: 'text',
      rate: 'numeric',
      valid_bet: 'numeric',
      amount: 'numeric',
      status: 'text',
      claimed_at: 'timestamptz',
    },
    [
      settlement('agent02', 'dividend', 1, 30, 401.67, 'pending'),
      settlement('agent02', 'dividend', 8, 30, 266.67, 'pending'),
      settlement('agent02', 'dividend', 15, 30, 500, 'claimed'),
      ...Array.from({ length: 10 }, (_, index) =>
        settlement(
          'agent02',
          'dailySalary',
          index + 1,
          1.5,
          2000 + index * 150,
          index < 2 ? 'pending' : 'claimed',
        ),
      ),
      ...Array.from({ length: 5 }, (_, index) =>
        settlement('agent42', 'hourlySalary', index + 1, 1.2, 800 + index * 40, 'claimed'),
      ),
    ],
  );
}

async function insertContent(
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

export async function seedMerchant(
  db: Queryable,
  merchant: SkinMerchant,
  now: Date,
  hashes: PasswordHashes,
): Promise<void> {
  const time = now.getTime();
  const random = createRandom(seedOf(merchant.merchantCode));
  const settings = merchantSettings(
    merchant.merchantCode,
    merchant.skinId,
    merchant.skin?.mirrors,
    merchant.skin?.compliance.jurisdiction,
  );
  await db.query(
    `INSERT INTO merchants (code, skin_id, name, currency, currency_symbol, settings, module_tree, created_at)
     VALUES ($1, $2, $3, 'BRL', 'R$', $4::jsonb, $5::jsonb, $6)`,
    [
      merchant.merchantCode,
      merchant.skinId,
      merchant.brand,
      JSON.stringify(settings),
      JSON.stringify(defaultModuleTree()),
      now,
    ],
  );
  const games = await db.query<CatalogueGame>(
    'SELECT node_id, game_code, game_type, vassalage, is_game, is_hot FROM games WHERE parent_node_id IS NULL ORDER BY node_id',
  );
  const ids = await insertMembers(db, merchant, time, hashes);
  await insertMoney(db, ids, time, settings.singleWallet);
  await insertActivity(db, ids, games, random, time);
  await seedHistory(db, merchant.merchantCode, ids, games, random, now);
  await insertAgentData(db, merchant.merchantCode, ids, time);
  await insertContent(db, merchant, games, random, time);
}
