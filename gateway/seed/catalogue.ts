// The catalogue the seed writes: the spec's provider codes (spec 001 §9) spread over the categories
// as a real operator's would be, plus codes for the categories the spec names no provider for
// (BGS, ESPORTS, COCKFIGHT, LOTT, ELOTT; TCG_LOTTO_VN is spec 001 §4's). About 10,000 games:
// names, codes, classifications, hot flags, supportPlay, VASSALAGE lobbies with sub-games.
import type { Category } from '../../engine';
import type { GameSeed } from '../catalogue/game-row';
import { createRandom, pick, randomInt, type Random } from '../core/prng';
import { slotName, TABLE_NAMES } from './game-names';

export const CATALOGUE_SEED = 20_240_601;
export const TOTAL_GAMES = 10_000;

export type { GameSeed };

export interface VendorSeed {
  code: string;
  name: string;
  categories: Category[];
}

export const VENDORS: readonly VendorSeed[] = [
  { code: 'PT', name: 'Playtech', categories: ['RNG', 'LIVE'] },
  { code: 'AG', name: 'Asia Gaming', categories: ['LIVE', 'RNG', 'FISH'] },
  { code: 'BBIN', name: 'BBIN', categories: ['LIVE', 'RNG', 'FISH'] },
  { code: 'CQ9', name: 'CQ9 Gaming', categories: ['RNG', 'FISH'] },
  { code: 'GG', name: 'GG Gaming', categories: ['FISH', 'RNG'] },
  { code: 'RTG', name: 'RealTime Gaming', categories: ['RNG'] },
  { code: 'BG', name: 'Big Gaming', categories: ['LIVE'] },
  { code: 'DG', name: 'Dream Gaming', categories: ['LIVE'] },
  { code: 'EA', name: 'Entertainment Asia', categories: ['LIVE'] },
  { code: 'LOTUS', name: 'Lotus Gaming', categories: ['LIVE', 'PVP'] },
  { code: 'OG', name: 'Oriental Gaming', categories: ['LIVE'] },
  { code: 'TGP', name: 'TGP', categories: ['RNG'] },
  { code: 'KX', name: 'KX Gaming', categories: ['PVP', 'FISH'] },
  { code: 'KY', name: 'Kaiyuan Gaming', categories: ['PVP'] },
  { code: 'TH', name: 'TH Gaming', categories: ['PVP', 'FISH'] },
  { code: 'WS', name: 'WS Gaming', categories: ['COCKFIGHT', 'PVP'] },
  { code: 'XY', name: 'XY Gaming', categories: ['LIVE'] },
  { code: 'AE', name: 'AE Sexy', categories: ['LIVE', 'RNG'] },
  { code: 'ISB', name: 'iSoftBet', categories: ['RNG'] },
  { code: 'MG', name: 'Microgaming', categories: ['RNG'] },
  { code: 'MGS', name: 'MG Slots', categories: ['RNG'] },
  { code: 'PNG', name: "Play'n GO", categories: ['RNG'] },
  { code: 'TTG', name: 'Top Trend Gaming', categories: ['RNG'] },
  { code: 'WD', name: 'WD Gaming', categories: ['RNG'] },
  { code: 'IBC', name: 'IBC Sports', categories: ['SPORTS'] },
  { code: 'SBT', name: 'SBTech', categories: ['SPORTS'] },
  { code: 'UG', name: 'UG Sports', categories: ['SPORTS'] },
  { code: 'BGS', name: 'Skinforge Originals', categories: ['BGS'] },
  { code: 'IMES', name: 'IM eSports', categories: ['ESPORTS'] },
  { code: 'TFG', name: 'TF Gaming', categories: ['ESPORTS'] },
  { code: 'SV388', name: 'SV388', categories: ['COCKFIGHT'] },
  { code: 'TCG_LOTTO', name: 'TCG Lotto', categories: ['LOTT'] },
  { code: 'GW', name: 'GW Lottery', categories: ['LOTT'] },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', categories: ['ELOTT'] },
];

/** The classification tabs of each category, weighted: RNG is mostly slots. */
export const CLASSIFICATIONS: Readonly<Record<Category, ReadonlyArray<readonly [string, number]>>> =
  {
    RNG: [
      ['SLOT', 70],
      ['MEGAWAYS', 10],
      ['JACKPOT', 8],
      ['CLASSIC', 7],
      ['TABLE', 5],
    ],
    LIVE: [
      ['BACCARAT', 35],
      ['ROULETTE', 20],
      ['BLACKJACK', 20],
      ['DRAGON_TIGER', 10],
      ['SICBO', 8],
      ['GAMESHOW', 7],
    ],
    FISH: [
      ['FISHING', 80],
      ['ARCADE', 20],
    ],
    PVP: [
      ['POKER', 30],
      ['MAHJONG', 25],
      ['TEENPATTI', 25],
      ['RUMMY', 20],
    ],
    BGS: [
      ['CRASH', 25],
      ['DICE', 25],
      ['MINES', 25],
      ['PLINKO', 25],
    ],
    SPORTS: [
      ['SPORTSBOOK', 60],
      ['VIRTUAL', 40],
    ],
    ESPORTS: [['ESPORTS', 100]],
    COCKFIGHT: [['COCKFIGHT', 100]],
    LOTT: [
      ['LOTTERY', 70],
      ['KENO', 30],
    ],
    ELOTT: [['ELOTTERY', 100]],
  };

/** Games per vendor in each category other than RNG; RNG takes the rest up to TOTAL_GAMES. */
const PER_VENDOR: Readonly<Record<Exclude<Category, 'RNG'>, readonly [number, number]>> = {
  LIVE: [40, 80],
  FISH: [20, 40],
  PVP: [40, 80],
  BGS: [60, 60],
  SPORTS: [3, 3],
  ESPORTS: [2, 2],
  COCKFIGHT: [2, 2],
  LOTT: [12, 15],
  ELOTT: [12, 12],
};

function weighted(random: Random, choices: ReadonlyArray<readonly [string, number]>): string {
  let roll = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1][0];
}

/** Categories whose games are a vendor's markets (a sport, a league), not numbered tables. */
const MARKET_CATEGORIES = new Set<Category>(['SPORTS', 'ESPORTS']);

/** Categories where a free trial makes sense (supportPlay 0). */
const TRIAL_CATEGORIES = new Set<Category>(['RNG', 'FISH', 'BGS']);
/** Categories whose vendors open lobbies of tables or rooms (VASSALAGE, spec 001 §2). */
const LOBBY_CATEGORIES = new Set<Category>(['LIVE', 'PVP']);

export function generateCatalogue(now: Date): { vendors: VendorSeed[]; games: GameSeed[] } {
  const random = createRandom(CATALOGUE_SEED);
  const games: GameSeed[] = [];
  const names = new Set<string>();
  const counters = new Map<string, number>();
  const day = 86_400_000;

  const add = (
    vendor: VendorSeed,
    category: Category,
    name: string,
    classify: string,
    parent: GameSeed | null,
    isGame: GameSeed['is_game'] = 'GAME',
  ): GameSeed => {
    const key = parent ? parent.game_code : `${vendor.code}_${category}`;
    const sequence = (counters.get(key) ?? 0) + 1;
    counters.set(key, sequence);
    const game: GameSeed = {
      node_id: games.length + 1,
      game_code: parent
        ? `${key}_T${String(sequence).padStart(2, '0')}`
        : `${key}_${String(sequence).padStart(4, '0')}`,
      name,
      display_name: name,
      game_type: category,
      vassalage: vendor.code,
      game_classify: classify,
      is_game: isGame,
      parent_node_id: parent?.node_id ?? null,
      is_hot: !parent && random() < 0.04 ? 1 : 0,
      support_play: TRIAL_CATEGORIES.has(category) && random() < 0.6 ? 0 : 1,
      sort_order: randomInt(random, 1, 100_000),
      released_at: new Date(now.getTime() - randomInt(random, 0, 720) * day).toISOString(),
    };
    games.push(game);
    return game;
  };

  const tableGame = (vendor: VendorSeed, category: Category, index: number) => {
    const classify = weighted(random, CLASSIFICATIONS[category]);
    const picked = pick(random, TABLE_NAMES[classify]);
    if (!MARKET_CATEGORIES.has(category)) {
      return { classify, name: `${picked} ${vendor.code} ${index}` };
    }
    // A vendor's few sports markets are each a sport of its own, named as a bettor reads it
    // ("Tennis IBC"), not a numbered copy ("Sportsbook IBC 3"). The pick above still draws, so the
    // rest of the deterministic catalogue is the same as before.
    const markets = TABLE_NAMES[classify];
    return { classify, name: `${markets[(index - 1) % markets.length]} ${vendor.code}` };
  };

  for (const vendor of VENDORS) {
    for (const category of vendor.categories) {
      if (category === 'RNG') continue;
      const [min, max] = PER_VENDOR[category];
      const count = randomInt(random, min, max);
      for (let index = 1; index <= count; index += 1) {
        const { classify, name } = tableGame(vendor, category, index);
        // The first game of a lobby vendor is its lobby: a VASSALAGE parent with tables under it.
        if (LOBBY_CATEGORIES.has(category) && index === 1) {
          const lobby = add(
            vendor,
            category,
            `${vendor.name} ${category === 'LIVE' ? 'Live Lobby' : 'Rooms'}`,
            classify,
            null,
            'VASSALAGE',
          );
          const tables = randomInt(random, 6, 12);
          for (let table = 1; table <= tables; table += 1) {
            add(
              vendor,
              category,
              `${TABLE_NAMES[classify][0]} ${String.fromCharCode(64 + table)}`,
              classify,
              lobby,
            );
          }
          continue;
        }
        add(vendor, category, name, classify, null);
      }
    }
  }

  // Slots fill the catalogue up to TOTAL_GAMES, shared unevenly between the RNG vendors.
  const slotVendors = VENDORS.filter((vendor) => vendor.categories.includes('RNG'));
  const weights = slotVendors.map(() => 0.5 + random());
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const slotTotal = TOTAL_GAMES - games.length;
  let remaining = slotTotal;
  slotVendors.forEach((vendor, index) => {
    const count =
      index === slotVendors.length - 1
        ? remaining
        : Math.round((slotTotal * weights[index]) / totalWeight);
    remaining -= count;
    for (let slot = 0; slot < count; slot += 1) {
      const classify = weighted(random, CLASSIFICATIONS.RNG);
      const name =
        classify === 'TABLE'
          ? `${pick(random, ['Blackjack', 'Roulette', 'Baccarat', 'Video Poker'])} ${vendor.code} ${slot + 1}`
          : slotName(random, names);
      add(vendor, 'RNG', name, classify, null);
    }
  });
  return { vendors: [...VENDORS], games };
}
