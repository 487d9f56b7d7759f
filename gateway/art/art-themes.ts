// What a name calls for: each theme lists the words that evoke it (English and Portuguese, folded
// to lower case without accents), the Game Icons motifs that draw it and the palettes that suit
// it. A strong theme is a thing one can draw (a dragon, a temple, a roulette); a weak one is a mood
// or a promise (fortune, spins, rush), drawn only when the name has no strong word. A name with
// no theme at all falls back to its classification's theme (CLASSIFY_THEMES), then to slots'.
import type { Category } from '../../engine';
import type { PaletteName } from './palettes';

export interface ArtTheme {
  words: readonly string[];
  /** Motif names of Game Icons; empty for a theme that only colours (an adjective such as "Neon"). */
  motifs: readonly string[];
  palettes: readonly PaletteName[];
  strength: 'strong' | 'weak';
}

const strong = (
  words: readonly string[],
  motifs: readonly string[],
  palettes: readonly PaletteName[],
): ArtTheme => ({ words, motifs, palettes, strength: 'strong' });

const weak = (
  words: readonly string[],
  motifs: readonly string[],
  palettes: readonly PaletteName[],
): ArtTheme => ({ words, motifs, palettes, strength: 'weak' });

const CARDS = ['card-ace-spades', 'card-king-hearts', 'card-queen-hearts', 'poker-hand'];
const DICE = ['rolling-dices', 'perspective-dice-six-faces-random', 'dice-six-faces-six'];
const WHEEL = ['tarot-10-wheel-of-fortune', 'cartwheel'];
const TICKETS = ['ticket', 'ball-pyramid', 'abacus'];

export const ART_THEMES: readonly ArtTheme[] = [
  // Creatures and characters.
  strong(
    ['dragon', 'dragons', 'dragao', 'dragoes'],
    ['dragon-head', 'spiked-dragon-head', 'double-dragon', 'dragon-spiral', 'sea-dragon', 'wyvern'],
    ['ruby', 'fire', 'jade', 'emerald'],
  ),
  strong(['tiger', 'tigers', 'tigre'], ['tiger-head', 'tiger'], ['fire', 'sunset', 'jungle']),
  strong(['panda', 'pandas'], ['panda'], ['jade', 'jungle', 'ruby']),
  strong(['phoenix', 'fenix'], ['eagle-emblem', 'fire-tail'], ['fire', 'sunset']),
  strong(['lion', 'lions', 'leao'], ['lion'], ['gold', 'desert', 'sunset']),
  strong(['wolf', 'wolves', 'lobo'], ['wolf-head', 'wolf-howl', 'direwolf'], ['midnight', 'ice']),
  strong(['eagle', 'aguia'], ['eagle-emblem', 'eagle-head'], ['sapphire', 'desert']),
  strong(
    ['pirate', 'pirates', 'pirata'],
    ['pirate-skull', 'pirate-flag', 'pirate-captain', 'pirate-hat'],
    ['ocean', 'midnight', 'ruby'],
  ),
  strong(['viking', 'vikings'], ['viking-helmet', 'viking-head'], ['ice', 'steel', 'midnight']),
  strong(
    ['pharaoh', 'farao', 'egypt', 'egito'],
    ['pschent-double-crown', 'eye-of-horus', 'ankh', 'gold-scarab'],
    ['desert', 'gold', 'sapphire'],
  ),
  strong(
    ['aztec', 'asteca', 'maya', 'inca'],
    ['aztec-calendar-sun', 'mayan-pyramid', 'totem-mask'],
    ['jungle', 'jade', 'desert'],
  ),
  strong(['unicorn', 'unicornio'], ['unicorn'], ['rose', 'cosmic']),
  strong(['mermaid', 'sereia'], ['mermaid', 'trident'], ['ocean', 'rose']),
  strong(
    ['warriors', 'warrior', 'guerreiros'],
    ['spartan-helmet', 'crossed-swords', 'samurai-helmet', 'centurion-helmet'],
    ['ruby', 'steel'],
  ),
  strong(
    ['wilds', 'safari', 'jungle', 'selva'],
    ['elephant', 'gorilla', 'parrot-head'],
    ['jungle', 'emerald'],
  ),
  strong(['monkey', 'macaco'], ['monkey'], ['jungle']),
  strong(['rooster', 'cockfight', 'galo', 'rinha'], ['rooster'], ['sunset', 'fire', 'ruby']),
  strong(['toad', 'frog', 'sapo'], ['frog'], ['emerald', 'gold']),
  strong(['shark', 'tubarao'], ['shark-jaws', 'shark-fin'], ['ocean', 'sapphire']),
  strong(
    ['fish', 'fishing', 'pesca', 'peixe'],
    ['angler-fish', 'clownfish', 'tropical-fish', 'piranha', 'sea-turtle', 'octopus', 'crab'],
    ['ocean', 'sapphire', 'jade'],
  ),
  strong(['monster', 'kraken', 'monstro'], ['octopus', 'kraken-tentacle'], ['ocean', 'cosmic']),
  strong(['space', 'espaco'], ['ufo', 'spaceship'], ['cosmic', 'midnight']),
  strong(['cannon', 'canhao'], ['cannon', 'pirate-cannon'], ['ocean', 'steel']),
  strong(['bull', 'niu', 'touro'], ['bull', 'charging-bull'], ['ruby', 'gold']),
  // Places and things.
  strong(
    ['temple', 'templo'],
    ['greek-temple', 'pagoda', 'temple-gate', 'egyptian-temple'],
    ['jade', 'desert', 'gold'],
  ),
  strong(['pyramid', 'piramide'], ['great-pyramid', 'mayan-pyramid'], ['desert', 'gold']),
  strong(['volcano', 'vulcao'], ['volcano', 'smoking-volcano'], ['fire', 'sunset']),
  strong(['island', 'ilha'], ['island', 'palm-tree'], ['ocean', 'jungle', 'sunset']),
  strong(['river', 'cascade', 'rio', 'cascata'], ['waterfall', 'big-wave'], ['ocean', 'jade']),
  strong(
    ['garden', 'jardim', 'lotus', 'flowers', 'flores'],
    ['lotus-flower', 'sunflower', 'flowers', 'rose'],
    ['rose', 'emerald', 'jungle'],
  ),
  strong(['pearls', 'pearl', 'perolas'], ['pearl-necklace', 'oyster-pearl'], ['ocean', 'rose']),
  strong(['rainbow', 'arco'], ['rainbow-star'], ['carnival', 'neon', 'cosmic']),
  strong(
    ['moon', 'lua', 'nights', 'night', 'noite'],
    ['moon', 'night-sky', 'moon-bats'],
    ['midnight', 'cosmic', 'amethyst'],
  ),
  strong(['sun', 'sol', 'sunrise'], ['sun', 'sunrise', 'heraldic-sun'], ['sunset', 'gold', 'fire']),
  strong(
    ['galaxy', 'galaxia', 'stars', 'estrelas', 'stellar'],
    ['galaxy', 'ringed-planet', 'stars-stack', 'falling-star'],
    ['cosmic', 'midnight', 'amethyst'],
  ),
  strong(
    ['storm', 'thunder', 'lightning', 'tempestade', 'trovao'],
    ['heavy-lightning', 'lightning-storm', 'thunder-struck'],
    ['midnight', 'sapphire', 'steel'],
  ),
  strong(
    [
      'crown',
      'kings',
      'king',
      'queens',
      'queen',
      'kingdom',
      'empire',
      'dynasty',
      'coroa',
      'rei',
      'rainha',
      'reino',
      'imperio',
    ],
    ['crown', 'queen-crown', 'imperial-crown', 'jewel-crown'],
    ['amethyst', 'ruby', 'gold', 'sapphire'],
  ),
  strong(
    ['palace', 'palacio', 'castle', 'castelo'],
    ['castle', 'pagoda'],
    ['amethyst', 'midnight', 'gold'],
  ),
  strong(['bells', 'bell', 'sinos'], ['ringing-bell'], ['gold', 'ruby']),
  strong(
    ['fruits', 'fruit', 'frutas', 'fruta'],
    ['cherry', 'grapes', 'lemon', 'banana-bunch', 'watermelon'],
    ['carnival', 'ruby', 'jungle', 'neon'],
  ),
  strong(['cherry', 'cherries', 'cereja'], ['cherry'], ['ruby', 'carnival']),
  strong(
    ['sweet', 'sweets', 'candy', 'doce', 'doces'],
    ['wrapped-sweet', 'spiral-lollipop', 'cupcake', 'donut'],
    ['rose', 'carnival', 'neon'],
  ),
  strong(
    ['gems', 'gem', 'jewels', 'joias'],
    ['gems', 'cut-diamond', 'emerald', 'diamond-hard'],
    ['amethyst', 'sapphire', 'ruby', 'emerald'],
  ),
  strong(
    ['diamond', 'diamonds', 'diamante'],
    ['cut-diamond', 'diamond-hard', 'diamond-ring'],
    ['ice', 'sapphire', 'amethyst'],
  ),
  strong(
    ['crystal', 'crystals', 'cristal'],
    ['crystal-growth', 'crystal-cluster', 'crystal-ball'],
    ['ice', 'amethyst', 'cosmic'],
  ),
  strong(
    ['vault', 'heist', 'cofre', 'assalto'],
    ['robber-mask', 'locked-chest', 'money-stack'],
    ['steel', 'midnight', 'emerald'],
  ),
  strong(
    ['treasure', 'treasures', 'riches', 'tesouro', 'tesouros', 'riquezas'],
    ['open-treasure-chest', 'locked-chest', 'gold-stack'],
    ['gold', 'desert', 'ruby'],
  ),
  strong(['harvest', 'colheita', 'wheat'], ['wheat', 'fruit-bowl'], ['desert', 'gold', 'jungle']),
  strong(['express', 'train', 'trem'], ['steam-locomotive'], ['steel', 'sunset', 'ruby']),
  strong(
    ['carnival', 'carnaval', 'samba', 'fiesta', 'festa', 'party', 'festival'],
    ['carnival-mask', 'maracas', 'party-popper', 'drum'],
    ['carnival', 'neon', 'sunset'],
  ),
  strong(
    ['magic', 'mystic', 'legends', 'chronicles', 'magia', 'mistico', 'lendas', 'cronicas'],
    ['spell-book', 'crystal-ball', 'magic-lamp', 'wizard-face', 'magic-hat'],
    ['amethyst', 'cosmic', 'midnight'],
  ),
  strong(
    ['quest', 'adventure', 'odyssey', 'aventura', 'odisseia'],
    ['treasure-map', 'compass'],
    ['desert', 'ocean', 'jungle'],
  ),
  strong(['desert', 'deserto'], ['cactus', 'camel'], ['desert', 'sunset']),
  strong(['tropical'], ['palm-tree', 'parrot-head'], ['jungle', 'ocean', 'sunset']),
  strong(
    ['ice', 'frozen', 'gelo', 'snow', 'neve'],
    ['snowflake-2', 'ice-cube', 'iceberg'],
    ['ice', 'sapphire', 'steel'],
  ),
  strong(
    ['ocean', 'oceano', 'sea', 'mar', 'waves'],
    ['big-wave', 'wave-crest', 'dolphin', 'sea-turtle'],
    ['ocean', 'sapphire'],
  ),
  // Table games, originals, sports and draws.
  strong(
    ['baccarat', 'bacara', 'punto'],
    ['card-ace-diamonds', 'card-king-hearts', 'poker-hand'],
    ['ruby', 'emerald', 'midnight'],
  ),
  strong(['roulette', 'roleta'], WHEEL, ['ruby', 'emerald', 'midnight']),
  strong(['blackjack'], ['card-ace-spades', 'card-jack-spades', 'ace'], ['emerald', 'midnight']),
  strong(
    [
      'poker',
      'holdem',
      'omaha',
      'deck',
      'patti',
      'bahar',
      'rummy',
      'truco',
      'buraco',
      'cards',
      'cartas',
    ],
    CARDS,
    ['emerald', 'ruby', 'midnight'],
  ),
  strong(['mahjong', 'gow', 'domino'], ['domino-tiles', 'pagoda'], ['jade', 'ruby']),
  strong(['dice', 'dados', 'sic', 'hilo', 'limbo'], DICE, ['ruby', 'sapphire', 'neon']),
  strong(['wheel', 'roda', 'catcher'], WHEEL, ['carnival', 'gold', 'amethyst']),
  strong(['monopoly'], ['top-hat'], ['emerald', 'ruby']),
  strong(
    ['flip', 'coin', 'coins', 'moedas'],
    ['two-coins', 'coinflip', 'gold-stack'],
    ['gold', 'sapphire'],
  ),
  strong(
    ['crash', 'rocket', 'foguete'],
    ['rocket', 'rocket-flight'],
    ['cosmic', 'midnight', 'neon'],
  ),
  strong(['jet', 'aviator', 'aviao'], ['jet-fighter', 'commercial-airplane'], ['sapphire', 'ruby']),
  strong(['balloon', 'balao'], ['balloons'], ['carnival', 'sapphire']),
  strong(['mines', 'minas'], ['land-mine', 'gems'], ['steel', 'emerald', 'midnight']),
  strong(['tower', 'torre'], ['stone-tower'], ['steel', 'sunset']),
  strong(['plinko'], ['ball-pyramid'], ['neon', 'cosmic', 'carnival']),
  strong(
    [
      'keno',
      'lottery',
      'loteria',
      'lotto',
      'sena',
      'quina',
      'lotofacil',
      'loteca',
      'federal',
      'xo',
      'draw',
      'sorteio',
    ],
    TICKETS,
    ['emerald', 'sapphire', 'gold'],
  ),
  strong(
    ['sportsbook', 'football', 'futebol', 'soccer', 'goal', 'gol', 'sports', 'esportes'],
    ['soccer-ball', 'soccer-kick', 'trophy-cup'],
    ['emerald', 'sapphire', 'midnight'],
  ),
  strong(
    ['racing', 'race', 'corrida', 'f1'],
    ['race-car', 'checkered-flag', 'horse-head'],
    ['steel', 'ruby', 'sunset'],
  ),
  strong(['basketball', 'basquete', 'nba'], ['basketball-ball'], ['sunset', 'midnight']),
  strong(['tennis', 'tenis'], ['tennis-ball', 'tennis-racket'], ['jungle', 'sapphire']),
  strong(['volleyball', 'volei'], ['volleyball-ball'], ['sapphire', 'sunset']),
  strong(['boxing', 'boxe', 'mma', 'ufc', 'fight', 'luta'], ['boxing-glove'], ['ruby', 'steel']),
  strong(
    ['esports', 'egames', 'gamer'],
    ['console-controller', 'gamepad', 'joystick'],
    ['neon', 'cosmic', 'midnight'],
  ),
  strong(
    ['cup', 'copa', 'champions', 'league', 'liga', 'tournament', 'torneio', 'trophy'],
    ['trophy-cup', 'laurels-trophy'],
    ['gold', 'sapphire', 'midnight'],
  ),
  strong(['lobby', 'rooms', 'salas'], CARDS, ['midnight', 'ruby', 'emerald']),
  // Promotions, prizes and goods.
  strong(
    ['welcome', 'vindas', 'gift', 'presente', 'promotions', 'promocoes'],
    ['present'],
    ['ruby', 'amethyst', 'carnival'],
  ),
  strong(['egg', 'ovo'], ['egg-clutch'], ['gold', 'desert']),
  strong(
    ['missions', 'mission', 'missoes', 'missao', 'target', 'meta'],
    ['archery-target', 'target-prize', 'scroll-unfurled'],
    ['sapphire', 'emerald'],
  ),
  strong(['cashback', 'rebate', 'reembolso'], ['receive-money', 'pay-money'], ['emerald', 'jade']),
  strong(['vip'], ['imperial-crown', 'jewel-crown'], ['amethyst', 'gold', 'midnight']),
  strong(
    ['check', 'daily', 'diario', 'sign', 'calendar'],
    ['calendar', 'alarm-clock'],
    ['sapphire', 'sunset'],
  ),
  strong(['envelope', 'hongbao'], ['envelope', 'love-letter'], ['ruby', 'gold']),
  strong(
    ['shirt', 'camiseta', 'jersey', 'camisa'],
    ['t-shirt', 'polo-shirt'],
    ['sapphire', 'ruby'],
  ),
  strong(['headphones', 'fone'], ['headphones'], ['midnight', 'neon']),
  strong(['smartwatch', 'watch', 'relogio'], ['watch'], ['steel', 'midnight']),
  strong(
    ['smartphone', 'phone', 'celular'],
    ['smartphone', 'vibrating-smartphone'],
    ['midnight', 'cosmic'],
  ),
  strong(
    ['trip', 'viagem', 'travel'],
    ['commercial-airplane', 'rolling-suitcase', 'island'],
    ['ocean', 'sunset'],
  ),
  strong(
    [
      'responsibly',
      'responsible',
      'responsabilidade',
      'safely',
      'seguranca',
      'recover',
      'recupere',
    ],
    ['checked-shield', 'heart-shield', 'padlock'],
    ['jade', 'sapphire'],
  ),
  strong(
    ['invite', 'indique', 'friend', 'amigo', 'referral'],
    ['shaking-hands'],
    ['sapphire', 'emerald'],
  ),
  strong(['featured', 'destaque'], ['round-star', 'star-medal'], ['gold', 'ruby']),
  strong(
    ['signup', 'cadastre', 'register', 'minute', 'minuto'],
    ['id-card', 'present'],
    ['sapphire', 'amethyst'],
  ),
  // Moods and promises: drawn when nothing stronger is named.
  weak(
    ['fortune', 'lucky', 'fortuna', 'sorte'],
    ['clover', 'horseshoe'],
    ['emerald', 'gold', 'jungle'],
  ),
  weak(
    ['gold', 'golden', 'ouro', 'dourado'],
    ['gold-bar', 'gold-stack', 'crown-coin'],
    ['gold', 'desert'],
  ),
  weak(
    ['jackpot', 'bonanza', 'mega', 'big', 'super'],
    ['slot-machine', 'money-stack', 'cash'],
    ['gold', 'ruby', 'carnival'],
  ),
  weak(
    ['bonus', 'cash', 'money', 'dinheiro', 'points', 'pontos', 'mall', 'loja'],
    ['money-stack', 'two-coins', 'present'],
    ['gold', 'emerald', 'ruby'],
  ),
  weak(
    ['spins', 'spin', 'reels', 'sevens', 'rodadas', 'giros', 'slots', 'slot'],
    ['slot-machine'],
    ['ruby', 'neon', 'carnival'],
  ),
  weak(
    ['fire', 'blazing', 'hot', 'fogo', 'frenzy', 'mania', 'inferno', 'burning'],
    ['flame', 'fire', 'fire-ring', 'celebration-fire'],
    ['fire', 'sunset', 'ruby'],
  ),
  weak(
    ['rush', 'blitz', 'speed', 'turbo', 'power', 'rapida', 'rapido'],
    ['heavy-lightning', 'lightning-storm'],
    ['sapphire', 'neon', 'midnight'],
  ),
  weak(
    ['secret', 'hidden', 'lost', 'secreto', 'perdido'],
    ['treasure-map', 'locked-chest', 'key'],
    ['midnight', 'jungle'],
  ),
  weak(
    ['ancient', 'sacred', 'antigo', 'sagrado', 'eternal'],
    ['ankh', 'eye-of-horus', 'greek-temple'],
    ['desert', 'jade', 'cosmic'],
  ),
  weak(['star', 'estrela', 'cosmic'], ['round-star', 'falling-star'], ['cosmic', 'midnight']),
  weak(['royal', 'real', 'mighty'], ['crown', 'jewel-crown'], ['amethyst', 'ruby']),
  weak(
    ['brave', 'savage', 'wild', 'selvagem'],
    ['claw-slashes', 'crossed-swords'],
    ['jungle', 'fire'],
  ),
  // Colours only.
  weak(['jade'], [], ['jade']),
  weak(['emerald', 'esmeralda'], [], ['emerald']),
  weak(['ruby', 'rubi', 'red', 'vermelho'], [], ['ruby']),
  weak(['sapphire', 'safira', 'blue', 'azul'], [], ['sapphire']),
  weak(['silver', 'prata'], [], ['steel']),
  weak(['neon'], [], ['neon']),
  weak(['dark', 'midnight', 'meia'], [], ['midnight']),
  weak(['crazy', 'happy', 'louco', 'feliz'], [], ['carnival', 'neon']),
  weak(['sunny', 'rising', 'ensolarado'], [], ['sunset']),
];

/** The theme of a classification tab (spec 001 §3 gameClassify), for a name that names none. */
export const CLASSIFY_THEMES: Readonly<Record<string, ArtTheme>> = {
  SLOT: weak(
    [],
    ['slot-machine', 'cherry', 'ringing-bell', 'clover', 'horseshoe', 'cut-diamond'],
    ['ruby', 'carnival', 'gold', 'neon'],
  ),
  MEGAWAYS: weak([], ['slot-machine', 'heavy-lightning'], ['neon', 'cosmic']),
  JACKPOT: weak([], ['money-stack', 'open-treasure-chest', 'gold-stack'], ['gold', 'ruby']),
  CLASSIC: weak([], ['cherry', 'ringing-bell', 'horseshoe'], ['ruby', 'gold']),
  TABLE: weak([], CARDS, ['emerald', 'ruby']),
  BACCARAT: weak([], ['card-ace-diamonds', 'poker-hand'], ['ruby', 'emerald']),
  ROULETTE: weak([], WHEEL, ['ruby', 'emerald']),
  BLACKJACK: weak([], ['card-ace-spades'], ['emerald', 'midnight']),
  DRAGON_TIGER: weak([], ['dragon-head', 'tiger-head'], ['ruby', 'fire']),
  SICBO: weak([], DICE, ['ruby', 'gold']),
  GAMESHOW: weak([], [...WHEEL, 'top-hat'], ['carnival', 'neon']),
  FISHING: weak(
    [],
    ['angler-fish', 'clownfish', 'tropical-fish', 'octopus'],
    ['ocean', 'sapphire'],
  ),
  ARCADE: weak([], ['cannon', 'ufo', 'spaceship'], ['cosmic', 'ocean']),
  POKER: weak([], CARDS, ['emerald', 'midnight']),
  MAHJONG: weak([], ['domino-tiles'], ['jade', 'ruby']),
  TEENPATTI: weak([], CARDS, ['ruby', 'amethyst']),
  RUMMY: weak([], CARDS, ['emerald', 'sapphire']),
  CRASH: weak([], ['rocket', 'jet-fighter'], ['cosmic', 'neon']),
  DICE: weak([], DICE, ['ruby', 'neon']),
  MINES: weak([], ['land-mine', 'gems'], ['steel', 'emerald']),
  PLINKO: weak([], ['ball-pyramid'], ['neon', 'carnival']),
  SPORTSBOOK: weak([], ['soccer-ball', 'trophy-cup'], ['emerald', 'sapphire']),
  VIRTUAL: weak([], ['race-car', 'soccer-kick', 'horse-head'], ['steel', 'emerald']),
  ESPORTS: weak([], ['console-controller', 'gamepad'], ['neon', 'cosmic']),
  COCKFIGHT: weak([], ['rooster'], ['sunset', 'ruby']),
  LOTTERY: weak([], TICKETS, ['emerald', 'gold']),
  KENO: weak([], ['ball-pyramid', 'abacus'], ['sapphire', 'emerald']),
  ELOTTERY: weak([], TICKETS, ['ruby', 'gold']),
};

const THEME_OF_WORD = new Map(
  ART_THEMES.flatMap((theme) => theme.words.map((word) => [word, theme])),
);

/** A name's words, lower case without accents: "Roda da Fortuna Diária" → roda, da, fortuna, diaria. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export interface NameThemes {
  /** The theme whose motif draws the name: its last strong word's, else its last weak word's. */
  motif?: ArtTheme;
  /** The theme whose palettes colour it: its first word's that has palettes. */
  colour?: ArtTheme;
}

/** `ignore`: words that say nothing of the theme (the vendor's code in "Teen Patti LOTUS 2"). */
export function themesOfName(name: string, ignore: readonly string[] = []): NameThemes {
  const themes = nameWords(name)
    .filter((word) => !ignore.includes(word))
    .flatMap((word) => THEME_OF_WORD.get(word) ?? []);
  const drawn = themes.filter((theme) => theme.motifs.length > 0);
  return {
    motif: drawn.findLast((theme) => theme.strength === 'strong') ?? drawn.at(-1),
    colour: themes[0],
  };
}

/** The theme of a game category (spec 001 §3), for a vendor whose name names nothing drawable. */
export const CATEGORY_THEMES: Readonly<Record<Category, ArtTheme>> = {
  RNG: CLASSIFY_THEMES.SLOT,
  LIVE: CLASSIFY_THEMES.BACCARAT,
  FISH: CLASSIFY_THEMES.FISHING,
  PVP: CLASSIFY_THEMES.POKER,
  BGS: CLASSIFY_THEMES.CRASH,
  SPORTS: CLASSIFY_THEMES.SPORTSBOOK,
  ESPORTS: CLASSIFY_THEMES.ESPORTS,
  COCKFIGHT: CLASSIFY_THEMES.COCKFIGHT,
  LOTT: CLASSIFY_THEMES.LOTTERY,
  ELOTT: CLASSIFY_THEMES.ELOTTERY,
};

/** The theme of a promotion type (spec 001 §4), for a title that names nothing drawable. */
export const PROMOTION_TYPE_THEMES: Readonly<Record<string, ArtTheme>> = {
  DAILY: weak([], ['calendar', 'alarm-clock'], ['sapphire', 'sunset']),
  NEWBIE: weak([], ['present'], ['ruby', 'amethyst']),
  LIMITED: weak([], ['hourglass', 'sands-of-time'], ['fire', 'amethyst']),
  SPECIAL: weak([], ['round-star', 'trophy-cup'], ['gold', 'cosmic']),
  HIGH_REBATE: weak([], ['receive-money', 'money-stack'], ['emerald', 'jade']),
  VIP: weak([], ['imperial-crown', 'jewel-crown'], ['amethyst', 'gold']),
};

/** Pictures of words that are neither a game, a vendor nor a promotion (goods, banners). */
export const GENERIC_THEME = weak(
  [],
  ['present', 'round-star', 'two-coins'],
  ['ruby', 'sapphire', 'amethyst', 'emerald'],
);
