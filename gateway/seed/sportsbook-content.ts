// What a sportsbook brand's seed says (a skin with `layout.home: "sportsbook"`): home banners that
// lead to its matches, and promotions a bettor knows (a free bet, odds boosts, an accumulator
// challenge), in PT and EN, over the same promotion mechanics as a casino's (spec 001 §4: join,
// apply, raffle). No brand name in them: each merchant's own texts name it where they must.
import type { Localised, PromotionSeed } from './content';

export interface SportsbookBannerSeed {
  /** The headline, drawn as text over the banner's picture. */
  title: Localised;
  /** The line under it. */
  subtitle: Localised;
  route: string;
  /** The carousel's order; 3 is the responsible-gaming banner every brand shows. */
  sort: number;
}

export const SPORTSBOOK_HOME_BANNERS: readonly SportsbookBannerSeed[] = [
  {
    title: { pt: 'Odds turbinadas na rodada', en: 'Boosted odds this matchday' },
    subtitle: { pt: 'Em todo jogo da liga', en: 'On every league game' },
    route: '/sports',
    sort: 1,
  },
  {
    title: { pt: 'Finais de e-sports ao vivo', en: 'E-sports finals, live odds' },
    subtitle: { pt: 'Aposte durante cada mapa', en: 'Bet through every map' },
    route: '/esports',
    sort: 2,
  },
  {
    title: { pt: 'Aposta grátis de boas-vindas', en: 'Welcome free bet' },
    subtitle: { pt: 'Na sua primeira aposta esportiva', en: 'On your first sports bet' },
    route: '/promotions',
    sort: 4,
  },
  // The merchant's module tree offers a points mall; a brand that switched it off in its skin
  // leaves this banner out (the site's feature check), which tests/e2e/shell/features-off proves.
  {
    title: { pt: 'Loja de pontos', en: 'Points mall' },
    subtitle: { pt: 'Troque pontos por prêmios', en: 'Trade your points for prizes' },
    route: '/pointMall',
    sort: 5,
  },
];

export interface SportsbookPromotionSeed {
  type: string;
  pt: string;
  en: string;
  settlement: PromotionSeed['settlement'];
  extra?: Partial<PromotionSeed>;
}

export const SPORTSBOOK_PROMOTIONS: readonly SportsbookPromotionSeed[] = [
  {
    type: 'NEWBIE',
    pt: 'Aposta grátis de boas-vindas',
    en: 'Welcome free bet',
    settlement: 'monthly',
    extra: { mode: 'apply', bonus: 20 },
  },
  {
    type: 'DAILY',
    pt: 'Roda do dia de jogo',
    en: 'Matchday prize wheel',
    settlement: 'daily',
    extra: { mode: 'raffle', raffle: true, prizes: [1, 2, 5, 10, 20, 50] },
  },
  {
    type: 'LIMITED',
    pt: 'Bola de ouro da final',
    en: 'Cup final golden ball',
    settlement: 'weekly',
    extra: { mode: 'raffle', raffle: true, prizes: [5, 10, 25, 100] },
  },
  {
    type: 'SPECIAL',
    pt: 'Desafio das múltiplas',
    en: 'Accumulator challenge',
    settlement: 'weekly',
    extra: { bonus: 10, target_valid_bet: 100 },
  },
  {
    type: 'HIGH_REBATE',
    pt: 'Cashback de 10% em esportes',
    en: '10% sports cashback',
    settlement: 'weekly',
    extra: { bonus: 5, target_valid_bet: 50 },
  },
  {
    type: 'VIP',
    pt: 'Bônus de fidelidade',
    en: 'Loyalty bonus',
    settlement: 'monthly',
    extra: { mode: 'apply', bonus: 50 },
  },
  {
    type: 'DAILY',
    pt: 'Palpite do dia',
    en: 'Pick of the day',
    settlement: 'daily',
    extra: { bonus: 1 },
  },
  {
    type: 'LIMITED',
    pt: 'Odds turbinadas do clássico',
    en: 'Derby odds boost',
    settlement: 'semimonthly',
    extra: { starts_in_days: 7, lasts_days: 14 },
  },
];
