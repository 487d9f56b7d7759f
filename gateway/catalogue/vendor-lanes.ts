// value.data.lanes of gameVendors (spec 001 §3 Vendor lane, §7): one lane per category that has a
// vendor, in the spec's category order, each with its vendor cards and its classification tabs
// (each tab naming the vendors that have games under it).
import { CATEGORIES, type Category, type Locale, type ApiVendorLane } from '../../engine';
import { artSize, artUrl } from '../art/art-kinds';
import type { Catalogue } from './catalogue';

const CLASSIFY_NAMES: Record<string, { pt: string; en: string }> = {
  SLOT: { pt: 'Caça-níqueis', en: 'Slots' },
  MEGAWAYS: { pt: 'Megaways', en: 'Megaways' },
  JACKPOT: { pt: 'Jackpot', en: 'Jackpot' },
  CLASSIC: { pt: 'Clássicos', en: 'Classic' },
  TABLE: { pt: 'Mesa', en: 'Table' },
  BACCARAT: { pt: 'Bacará', en: 'Baccarat' },
  ROULETTE: { pt: 'Roleta', en: 'Roulette' },
  BLACKJACK: { pt: 'Blackjack', en: 'Blackjack' },
  DRAGON_TIGER: { pt: 'Dragão Tigre', en: 'Dragon Tiger' },
  SICBO: { pt: 'Sic Bo', en: 'Sic Bo' },
  GAMESHOW: { pt: 'Game shows', en: 'Game shows' },
  FISHING: { pt: 'Pesca', en: 'Fishing' },
  ARCADE: { pt: 'Arcade', en: 'Arcade' },
  POKER: { pt: 'Pôquer', en: 'Poker' },
  MAHJONG: { pt: 'Mahjong', en: 'Mahjong' },
  TEENPATTI: { pt: 'Teen Patti', en: 'Teen Patti' },
  RUMMY: { pt: 'Rummy', en: 'Rummy' },
  CRASH: { pt: 'Crash', en: 'Crash' },
  DICE: { pt: 'Dados', en: 'Dice' },
  MINES: { pt: 'Minas', en: 'Mines' },
  PLINKO: { pt: 'Plinko', en: 'Plinko' },
  SPORTSBOOK: { pt: 'Esportes', en: 'Sportsbook' },
  VIRTUAL: { pt: 'Virtuais', en: 'Virtual' },
  ESPORTS: { pt: 'eSports', en: 'eSports' },
  COCKFIGHT: { pt: 'Rinha de galo', en: 'Cockfight' },
  LOTTERY: { pt: 'Loteria', en: 'Lottery' },
  KENO: { pt: 'Keno', en: 'Keno' },
  ELOTTERY: { pt: 'Loteria eletrônica', en: 'E-lottery' },
};

interface LaneShape {
  title: Category;
  cards: Array<{ vassalage: string; name: string; gameCount: number; maintenance: boolean }>;
  classify: Array<{ code: string; vendors: string[] }>;
}

const shapes = new WeakMap<Catalogue, LaneShape[]>();

function laneShapes(catalogue: Catalogue): LaneShape[] {
  const known = shapes.get(catalogue);
  if (known) return known;
  const lanes = CATEGORIES.map((category): LaneShape => {
    const games = catalogue.games.filter((game) => game.gameType === category);
    const cards = catalogue.vendors
      .filter((vendor) => vendor.categories.includes(category))
      .map((vendor) => ({
        vassalage: vendor.code,
        name: vendor.name,
        gameCount: games.filter((game) => game.vassalage === vendor.code).length,
        maintenance: vendor.maintenance,
      }));
    const classify = new Map<string, Set<string>>();
    for (const game of games) {
      classify.set(
        game.gameClassify,
        (classify.get(game.gameClassify) ?? new Set()).add(game.vassalage),
      );
    }
    return {
      title: category,
      cards,
      classify: [...classify].map(([code, vendors]) => ({ code, vendors: [...vendors].sort() })),
    };
  }).filter((lane) => lane.cards.length > 0);
  shapes.set(catalogue, lanes);
  return lanes;
}

export function vendorIconUrl(origin: string, code: string): string {
  return artUrl(origin, 'vendors', code);
}

export function vendorLanes(
  catalogue: Catalogue,
  origin: string,
  language: Locale,
): ApiVendorLane[] {
  return laneShapes(catalogue).map((lane) => ({
    title: lane.title,
    cards: lane.cards.map((card) => ({
      ...card,
      iconUrl: vendorIconUrl(origin, card.vassalage),
      iconSize: artSize('vendors'),
    })),
    gameClassify: lane.classify.map((entry) => ({
      code: entry.code,
      name: CLASSIFY_NAMES[entry.code]?.[language] ?? entry.code,
      vendors: entry.vendors,
    })),
  }));
}
