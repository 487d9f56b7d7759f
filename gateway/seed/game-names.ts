// Words for game names: enough combinations that 10,000 games read like a real catalogue and a
// search for part of a name ("dragon", "fortune") finds a page or two, not everything.
import { pick, type Random } from './prng';

const ADJECTIVES = [
  'Golden', 'Lucky', 'Wild', 'Mighty', 'Royal', 'Mystic', 'Fire', 'Ice', 'Thunder', 'Jade', 'Crystal', 'Ancient', 'Sacred', 'Crazy',
  'Sweet', 'Big', 'Super', 'Mega', 'Hot', 'Dark', 'Silver', 'Emerald', 'Ruby', 'Sapphire', 'Cosmic', 'Neon', 'Savage', 'Brave',
  'Happy', 'Magic', 'Secret', 'Hidden', 'Lost', 'Eternal', 'Rising', 'Blazing', 'Frozen', 'Tropical', 'Samba', 'Carnival', 'Aztec',
  'Viking', 'Pharaoh', 'Dragon', 'Tiger', 'Panda', 'Phoenix', 'Lion', 'Wolf', 'Eagle', 'Pirate', 'Jungle', 'Ocean', 'Desert',
  'Midnight', 'Sunny', 'Stellar', 'Diamond', 'Fortune', 'Treasure',
];
const NOUNS = [
  'Fortune', 'Riches', 'Gems', 'Treasures', 'Spins', 'Reels', 'Kingdom', 'Empire', 'Temple', 'Quest', 'Legends', 'Nights', 'Fruits',
  'Coins', 'Bells', 'Sevens', 'Stars', 'Gold', 'Jackpot', 'Wilds', 'Heist', 'Safari', 'Rush', 'Fiesta', 'Bonanza', 'Party', 'Wheel',
  'Kings', 'Queens', 'Warriors', 'Dragons', 'Tigers', 'Pandas', 'Moon', 'Sun', 'Storm', 'Volcano', 'Pyramid', 'Island', 'River',
  'Garden', 'Festival', 'Dynasty', 'Pearls', 'Crown', 'Vault', 'Galaxy', 'Rainbow', 'Cascade', 'Blitz', 'Frenzy', 'Mania',
  'Adventure', 'Odyssey', 'Chronicles', 'Express', 'Palace', 'Harvest', 'Carnival', 'Samba',
];
const SUFFIXES = ['', '', '', '', ' Deluxe', ' Megaways', ' Hold and Win', ' 2', ' 3', ' Extreme', ' Rising', ' Power', ' Classic', ' Gold Edition'];

export function slotName(random: Random, taken: Set<string>): string {
  for (;;) {
    const [adjective, noun] = [pick(random, ADJECTIVES), pick(random, NOUNS)];
    const name = `${adjective} ${noun}${pick(random, SUFFIXES)}`;
    if (!noun.startsWith(adjective) && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** Names of table games, rooms and draws per classification. */
export const TABLE_NAMES: Readonly<Record<string, readonly string[]>> = {
  BACCARAT: ['Baccarat', 'Speed Baccarat', 'No Commission Baccarat', 'Squeeze Baccarat', 'VIP Baccarat'],
  ROULETTE: ['Roulette', 'Speed Roulette', 'Auto Roulette', 'Lightning Roulette', 'Double Ball Roulette'],
  BLACKJACK: ['Blackjack', 'Infinite Blackjack', 'Speed Blackjack', 'VIP Blackjack'],
  DRAGON_TIGER: ['Dragon Tiger', 'Speed Dragon Tiger'],
  SICBO: ['Sic Bo', 'Super Sic Bo'],
  GAMESHOW: ['Money Wheel', 'Dream Catcher', 'Monopoly Live', 'Crazy Coin Flip'],
  FISHING: ['Ocean King', 'Fishing War', 'Fish Hunter', 'Dragon Fishing', 'Golden Toad', 'Jackpot Fishing', 'Shark Hunter'],
  ARCADE: ['Cannon Blast', 'Monster Hunter', 'Space Hunter'],
  POKER: ['Texas Holdem', 'Omaha', 'Short Deck', 'Three Card Poker'],
  MAHJONG: ['Mahjong', 'Mahjong Battle', 'Two Player Mahjong'],
  TEENPATTI: ['Teen Patti', 'Andar Bahar', 'Niu Niu', 'Pai Gow'],
  RUMMY: ['Rummy', 'Gin Rummy', 'Truco', 'Buraco'],
  CRASH: ['Crash Rocket', 'Jet Crash', 'Balloon Pop'],
  DICE: ['Dice', 'Hilo', 'Limbo'],
  MINES: ['Mines', 'Tower', 'Keno Mines'],
  PLINKO: ['Plinko', 'Coin Flip', 'Fortune Wheel'],
  SPORTSBOOK: ['Sportsbook'],
  VIRTUAL: ['Virtual Football', 'Virtual Racing'],
  ESPORTS: ['eSports Arena', 'eSports Live'],
  COCKFIGHT: ['Cockfight Arena', 'Cockfight Live'],
  LOTTERY: ['Mega Sena Express', 'Quina Rapida', 'Lotofacil 5 min', 'Dupla Sena Turbo', 'Loteca', 'Federal Express'],
  KENO: ['Keno Brasil', 'Keno 80', 'Speed Keno'],
  ELOTTERY: ['Xo So Mien Bac', 'Xo So Mien Nam', 'Xo So Mien Trung', 'Xo So 1 phut', 'Xo So 5 phut', 'Keno Viet'],
};
