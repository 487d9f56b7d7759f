// Per-merchant content in PT and EN: announcements with execution A/B/F (spec 000 §4), banners for
// every group, help articles for the footer's tags, promotions of each type (spec 001 §4), goods of
// the points mall. Texts carry the merchant's brand name. A sportsbook brand (the skin's
// `layout.home`) gets home banners and promotions about matches (./sportsbook-content.ts).
import { HELP_TAGS, MAX_DOWNLINE_TRANSFER, type ResolvedSkin } from '../../engine';
import { SPORTSBOOK_HOME_BANNERS, SPORTSBOOK_PROMOTIONS } from './sportsbook-content';

/** The brand's home layout: what its seed content is about. */
export type HomeLayout = ResolvedSkin['layout']['home'];

export type Localised = { pt: string; en: string };

export interface AnnouncementSeed {
  type: 'PL' | 'PU' | 'PR' | 'H';
  execution: 'A' | 'B' | 'F';
  title: Localised;
  content: Localised;
  promotion_type: string | null;
  /** Hours before the seed time. */
  age_hours: number;
}

export function announcementSeeds(
  brand: string,
  layout: HomeLayout = 'casino',
): AnnouncementSeed[] {
  const item = (
    type: AnnouncementSeed['type'],
    execution: AnnouncementSeed['execution'],
    age: number,
    pt: [string, string],
    en: [string, string],
    promotion: string | null = null,
  ): AnnouncementSeed => ({
    type,
    execution,
    title: { pt: pt[0], en: en[0] },
    content: { pt: `<p>${pt[1]}</p>`, en: `<p>${en[1]}</p>` },
    promotion_type: promotion,
    age_hours: age,
  });
  return [
    item(
      'H',
      'B',
      1,
      [`Bem-vindo ao ${brand}`, 'Jogue com responsabilidade. Proibido para menores.'],
      [`Welcome to ${brand}`, 'Play responsibly. Adults only.'],
    ),
    item(
      'H',
      'B',
      2,
      ['Novos jogos toda semana', 'Confira os lançamentos no lobby.'],
      ['New games every week', 'See the new releases in the lobby.'],
    ),
    item(
      'H',
      'A',
      1,
      ['Seu bônus diário está disponível', 'Abra o centro de recompensas.'],
      ['Your daily bonus is ready', 'Open the reward centre.'],
    ),
    item(
      'H',
      'A',
      3,
      ['Manutenção programada', 'O provedor AG ficará em manutenção domingo às 03:00.'],
      ['Scheduled maintenance', 'The AG provider will be under maintenance on Sunday at 03:00.'],
    ),
    item(
      'PL',
      'B',
      5,
      ['Cadastre-se e ganhe', 'Novos jogadores recebem rodadas grátis no primeiro depósito.'],
      ['Sign up and win', 'New players get free spins on their first deposit.'],
    ),
    item(
      'PL',
      'B',
      30,
      ['Aplicativo disponível', 'Baixe o aplicativo para iOS e Android.'],
      ['App available', 'Download the app for iOS and Android.'],
    ),
    item(
      'PL',
      'B',
      50,
      ['Jogo responsável', '<strong>Defina limites</strong> e jogue por diversão.'],
      ['Responsible gaming', '<strong>Set limits</strong> and play for fun.'],
    ),
    item(
      'PL',
      'A',
      4,
      ['Saques mais rápidos', 'Os saques agora são processados em minutos.'],
      ['Faster withdrawals', 'Withdrawals are now processed in minutes.'],
    ),
    item(
      'PL',
      'A',
      20,
      ['Programa VIP', 'Suba de nível e receba cashback semanal.'],
      ['VIP programme', 'Level up and get weekly cashback.'],
    ),
    item(
      'PL',
      'A',
      60,
      ['Segurança da conta', 'Nunca compartilhe sua senha ou código SMS.'],
      ['Account security', 'Never share your password or SMS code.'],
    ),
    item(
      'PL',
      'F',
      0,
      ['Primeiro acesso', 'Bem-vindo! Complete seu perfil para liberar todos os recursos.'],
      ['First login', 'Welcome! Complete your profile to unlock every feature.'],
    ),
    item(
      'PU',
      'B',
      2,
      ['Oferta de boas-vindas', 'Ganhe 100% até R$ 500 no primeiro depósito.'],
      ['Welcome offer', 'Get 100% up to R$ 500 on your first deposit.'],
      'NEWBIE',
    ),
    item(
      'PU',
      'A',
      2,
      layout === 'sportsbook'
        ? ['Desafio da rodada', 'Acerte as múltiplas da rodada e concorra a prêmios.']
        : ['Torneio da semana', 'Participe do torneio de slots e concorra a prêmios.'],
      layout === 'sportsbook'
        ? ['Matchday challenge', 'Land this matchday’s accumulators and win prizes.']
        : ['Tournament of the week', 'Join the slots tournament and win prizes.'],
      'LIMITED',
    ),
    item(
      'PU',
      'F',
      0,
      // A new account's balance is 0.00: the notice says how to get the bonus, not that it came.
      [
        'Bônus de boas-vindas',
        'Seu bônus espera por você: faça o primeiro depósito para ativá-lo.',
      ],
      ['Welcome bonus', 'Your bonus is waiting: make your first deposit to unlock it.'],
      'NEWBIE',
    ),
    item(
      'PR',
      'B',
      6,
      ['Roda da fortuna', 'Gire a roda todos os dias.'],
      ['Prize wheel', 'Spin the wheel every day.'],
      'DAILY',
    ),
    item(
      'PR',
      'A',
      6,
      ['Cashback de 10%', 'Receba 10% das perdas da semana.'],
      ['10% cashback', 'Get 10% of your weekly losses back.'],
      'HIGH_REBATE',
    ),
  ];
}

export interface BannerSeed {
  group_name: string;
  title: Localised;
  /** The line under the title: the site draws both over the picture, which has no words. */
  subtitle: Localised | null;
  linkage_type: 'NONE' | 'ROUTE' | 'PROMOTION' | 'GAME' | 'URL';
  link_target: string | null;
  sort: number;
}

/**
 * Every group's banners (spec 000 §2 "Banners per group"), each a title and a line under it in both
 * languages, drawn by the site as text over a picture without words. `hotGameCode` is a game the
 * home carousel links to.
 */
export function bannerSeeds(
  brand: string,
  hotGameCode: string,
  layout: HomeLayout = 'casino',
): BannerSeed[] {
  const banner = (
    group_name: string,
    sort: number,
    title: Localised,
    subtitle: Localised,
    linkage_type: BannerSeed['linkage_type'],
    link_target: string | null = null,
  ): BannerSeed => ({ group_name, title, subtitle, linkage_type, link_target, sort });
  const home =
    layout === 'sportsbook'
      ? SPORTSBOOK_HOME_BANNERS.map((seed) =>
          banner('w_home', seed.sort, seed.title, seed.subtitle, 'ROUTE', seed.route),
        )
      : [
          banner(
            'w_home',
            1,
            { pt: `${brand}: bônus de boas-vindas`, en: `${brand}: welcome bonus` },
            { pt: 'Dobre seu primeiro depósito', en: 'Double your first deposit' },
            'PROMOTION',
            '1',
          ),
          banner(
            'w_home',
            2,
            { pt: 'Jogo em destaque', en: 'Featured game' },
            { pt: 'O mais jogado da semana', en: 'The most played this week' },
            'GAME',
            hotGameCode,
          ),
          banner(
            'w_home',
            4,
            { pt: 'Loja de pontos', en: 'Points mall' },
            { pt: 'Troque pontos por prêmios', en: 'Trade your points for prizes' },
            'ROUTE',
            '/pointMall',
          ),
        ];
  return [
    ...home,
    banner(
      'w_home',
      3,
      { pt: 'Jogue com responsabilidade', en: 'Play responsibly' },
      { pt: 'Defina seus limites a qualquer hora', en: 'Set your limits at any time' },
      'URL',
      'https://www.gambleaware.org/',
    ),
    banner(
      'w_login',
      1,
      { pt: 'Bem-vindo de volta', en: 'Welcome back' },
      { pt: 'Veja as promoções da semana', en: "See this week's promotions" },
      'ROUTE',
      '/promotions',
    ),
    banner(
      'w_register',
      1,
      { pt: 'Cadastre-se em 1 minuto', en: 'Sign up in one minute' },
      { pt: 'E jogue ainda hoje', en: 'And play today' },
      'NONE',
    ),
    banner(
      'w_forget',
      1,
      { pt: 'Recupere sua conta', en: 'Recover your account' },
      { pt: 'Com segurança, por e-mail ou celular', en: 'Safely, by e-mail or phone' },
      'NONE',
    ),
    banner(
      'w_leftmenu',
      1,
      { pt: 'Promoções', en: 'Promotions' },
      { pt: 'Bônus novos toda semana', en: 'New bonuses every week' },
      'ROUTE',
      '/promotions',
    ),
    // The invite page itself, so a brand without referral (its feature off) never shows this banner.
    banner(
      'w_leftmenu',
      2,
      { pt: 'Indique um amigo', en: 'Invite a friend' },
      { pt: 'Ganhe por cada amigo', en: 'Earn for every friend' },
      'ROUTE',
      '/member?page=referral',
    ),
  ];
}

const HELP_TITLES: Record<(typeof HELP_TAGS)[number], Localised> = {
  about: { pt: 'Sobre nós', en: 'About us' },
  term: { pt: 'Termos e condições', en: 'Terms and conditions' },
  privacy: { pt: 'Privacidade', en: 'Privacy' },
  responsibleGaming: { pt: 'Jogo responsável', en: 'Responsible gaming' },
  faq: { pt: 'Perguntas frequentes', en: 'FAQ' },
  deposit: { pt: 'Como depositar', en: 'How to deposit' },
  withdraw: { pt: 'Como sacar', en: 'How to withdraw' },
  contact: { pt: 'Contato', en: 'Contact' },
};

export function helpSeeds(
  brand: string,
): Array<{ tag: string; title: Localised; content: Localised; sort: number }> {
  return HELP_TAGS.map((tag, index) => ({
    tag,
    title: HELP_TITLES[tag],
    content: {
      pt: `<h2>${HELP_TITLES[tag].pt}</h2><p>${brand}: informações sobre ${HELP_TITLES[tag].pt.toLowerCase()}.</p>`,
      en: `<h2>${HELP_TITLES[tag].en}</h2><p>${brand}: information about ${HELP_TITLES[tag].en.toLowerCase()}.</p>`,
    },
    sort: index + 1,
  }));
}

export interface PromotionSeed {
  type: string;
  title: Localised;
  content: Localised;
  settlement: 'daily' | 'weekly' | 'semimonthly' | 'monthly';
  raffle: boolean;
  prizes: number[];
  /** How a member takes part (engine promotionStatus): join, apply or raffle. */
  mode: 'join' | 'apply' | 'raffle';
  /** The bonus in currency units; join mode: after `target_valid_bet` of valid bet. */
  bonus: number;
  target_valid_bet: number;
  /** Days from the seed time: negative started in the past. */
  starts_in_days: number;
  lasts_days: number;
}

export function promotionSeeds(layout: HomeLayout = 'casino'): PromotionSeed[] {
  const promotion = (
    type: string,
    pt: string,
    en: string,
    settlement: PromotionSeed['settlement'],
    extra: Partial<PromotionSeed> = {},
  ): PromotionSeed => ({
    type,
    title: { pt, en },
    content: { pt: `<p>${pt}: regras e prêmios.</p>`, en: `<p>${en}: rules and prizes.</p>` },
    settlement,
    raffle: false,
    prizes: [],
    mode: 'join',
    bonus: 0,
    target_valid_bet: 0,
    starts_in_days: -10,
    lasts_days: 60,
    ...extra,
  });
  if (layout === 'sportsbook') {
    return SPORTSBOOK_PROMOTIONS.map((seed) =>
      promotion(seed.type, seed.pt, seed.en, seed.settlement, seed.extra),
    );
  }
  return [
    promotion('NEWBIE', 'Bônus de boas-vindas', 'Welcome bonus', 'monthly', {
      mode: 'apply',
      bonus: 20,
    }),
    promotion('DAILY', 'Roda da fortuna diária', 'Daily prize wheel', 'daily', {
      mode: 'raffle',
      raffle: true,
      prizes: [1, 2, 5, 10, 20, 50],
    }),
    promotion('LIMITED', 'Ovo de ouro', 'Golden egg', 'weekly', {
      mode: 'raffle',
      raffle: true,
      prizes: [5, 10, 25, 100],
    }),
    promotion('SPECIAL', 'Missões da semana', 'Missions of the week', 'weekly', {
      bonus: 10,
      target_valid_bet: 100,
    }),
    promotion('HIGH_REBATE', 'Cashback de 10%', '10% cashback', 'weekly', {
      bonus: 5,
      target_valid_bet: 50,
    }),
    promotion('VIP', 'Bônus VIP', 'VIP bonus', 'monthly', { mode: 'apply', bonus: 50 }),
    promotion('DAILY', 'Check-in diário', 'Daily sign-in', 'daily', { bonus: 1 }),
    promotion('LIMITED', 'Envelope vermelho', 'Red envelope', 'semimonthly', {
      starts_in_days: 7,
      lasts_days: 14,
    }),
  ];
}

export function goodsSeeds(): Array<{
  name: Localised;
  points: number;
  amount_requirement: number;
  stock: number;
}> {
  const goods = (
    pt: string,
    en: string,
    points: number,
    amount_requirement: number,
    stock: number,
  ) => ({ name: { pt, en }, points, amount_requirement, stock });
  return [
    goods('Bônus de R$ 5', 'R$ 5 bonus', 500, 0, 1000),
    goods('Bônus de R$ 20', 'R$ 20 bonus', 1800, 100, 500),
    goods('10 rodadas grátis', '10 free spins', 1000, 0, 800),
    goods('Camiseta oficial', 'Official T-shirt', 8000, 1000, 50),
    goods('Fone de ouvido', 'Headphones', 25_000, 5000, 20),
    goods('Smartwatch', 'Smartwatch', 60_000, 20_000, 10),
    goods('Smartphone', 'Smartphone', 150_000, 50_000, 5),
    goods('Viagem VIP', 'VIP trip', 500_000, 200_000, 1),
  ];
}

/** The agent centre's guides (spec 001 §2 "also named"): each a list of articles by tag. */
export type AgentGuide = 'agentInstallation' | 'agentBeginner' | 'agentHelp';

const AGENT_GUIDES: Record<
  AgentGuide,
  Array<{ tag: string; title: Localised; body: Localised }>
> = {
  agentInstallation: [
    {
      tag: 'android',
      title: { pt: 'Instalar no Android', en: 'Install on Android' },
      body: {
        pt: '<ol><li>Abra o site no Chrome.</li><li>Toque no menu ⋮ e escolha “Adicionar à tela inicial”.</li><li>Confirme: o ícone abre a central do agente direto.</li></ol>',
        en: '<ol><li>Open the site in Chrome.</li><li>Tap the ⋮ menu and choose “Add to Home screen”.</li><li>Confirm: the icon opens the agent centre directly.</li></ol>',
      },
    },
    {
      tag: 'ios',
      title: { pt: 'Instalar no iPhone', en: 'Install on iPhone' },
      body: {
        pt: '<ol><li>Abra o site no Safari.</li><li>Toque em Compartilhar e depois em “Adicionar à Tela de Início”.</li><li>Dê um nome ao atalho e toque em Adicionar.</li></ol>',
        en: '<ol><li>Open the site in Safari.</li><li>Tap Share, then “Add to Home Screen”.</li><li>Name the shortcut and tap Add.</li></ol>',
      },
    },
  ],
  agentBeginner: [
    {
      tag: 'invite',
      title: { pt: 'Convide sua equipe', en: 'Invite your team' },
      body: {
        pt: '<p>Em Gerenciar links, crie um link para jogadores ou para agentes e compartilhe o endereço ou o código QR. Quem se cadastra pelo link entra na sua equipe, e o link conta os cadastros.</p>',
        en: '<p>In Link management, create a link for players or for agents and share its address or QR code. Whoever registers through it joins your team, and the link counts the registrations.</p>',
      },
    },
    {
      tag: 'contracts',
      title: { pt: 'Contratos com a sua linha direta', en: 'Contracts with your direct downline' },
      body: {
        pt: '<p>Ofereça a um agente da sua linha direta um dividendo ou um salário diário, por hora ou em tempo real. Ele aceita ou recusa na janela de contratos; o valor é calculado a partir das apostas da equipe.</p>',
        en: '<p>Offer an agent of your direct downline a dividend or a daily, hourly or real-time salary. They accept or reject it in the contract dialog; the amount is computed from the team’s bets.</p>',
      },
    },
    {
      tag: 'reports',
      title: { pt: 'Acompanhe os relatórios', en: 'Follow the reports' },
      body: {
        pt: '<p>Apostas da equipe, perdas por usuário, minha renda, detalhes da conta e o relatório de crédito mostram cada período com páginas.</p>',
        en: '<p>Team betting, user loss, my income, account details and the credit report show each period with pages.</p>',
      },
    },
  ],
  agentHelp: [
    {
      tag: 'settlement',
      title: { pt: 'Quando os salários são pagos?', en: 'When are salaries paid?' },
      body: {
        pt: '<p>O salário diário fecha a cada dia GMT, o por hora a cada hora e o em tempo real a cada 5 minutos; o valor entra na sua carteira principal. Dividendos ficam pendentes até você resgatá-los.</p>',
        en: '<p>The daily salary closes every GMT day, the hourly one every hour and the real-time one every 5 minutes; the amount goes to your main wallet. Dividends wait until you claim them.</p>',
      },
    },
    {
      tag: 'transfer',
      title: { pt: 'Transferir para a linha direta', en: 'Transfer to your direct downline' },
      body: {
        pt: `<p>Em Gerenciar equipe, escolha um membro direto, informe o valor e a senha de transação. Cada transferência vai até ${MAX_DOWNLINE_TRANSFER}.</p>`,
        en: `<p>In Team management, pick a direct member, enter the amount and your transaction password. Each transfer may be up to ${MAX_DOWNLINE_TRANSFER}.</p>`,
      },
    },
    {
      tag: 'lowerRate',
      title: { pt: 'Aceitar uma taxa menor', en: 'Accepting a lower rate' },
      body: {
        pt: '<p>Aceitar um contrato com taxa menor que a de um contrato que você deu à sua linha direta encerra esse contrato; o aviso diz quais antes da confirmação.</p>',
        en: '<p>Accepting a contract with a lower rate than one you gave your downline ends that contract; the warning names them before you confirm.</p>',
      },
    },
  ],
};

export function agentGuideSeeds(): Array<{
  guide: AgentGuide;
  tag: string;
  title: Localised;
  content: Localised;
  sort: number;
}> {
  return Object.entries(AGENT_GUIDES).flatMap(([guide, articles]) =>
    articles.map((article, index) => ({
      guide: guide as AgentGuide,
      tag: article.tag,
      title: article.title,
      content: {
        pt: `<h2>${article.title.pt}</h2>${article.body.pt}`,
        en: `<h2>${article.title.en}</h2>${article.body.en}`,
      },
      sort: index + 1,
    })),
  );
}
