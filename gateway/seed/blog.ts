// Blog articles of every merchant (spec 000 §1 "a blog"): twelve, one every three days back from the
// seed time, in PT and EN, so the list has two pages of ten.
type Localised = { pt: string; en: string };

const TOPICS: ReadonlyArray<{ slug: string; title: Localised; body: Localised }> = [
  {
    slug: 'responsible-play',
    title: { pt: 'Jogo responsável em cinco passos', en: 'Responsible play in five steps' },
    body: {
      pt: 'Defina um limite antes de começar e faça pausas.',
      en: 'Set a limit before you start and take breaks.',
    },
  },
  {
    slug: 'pix-deposits',
    title: { pt: 'Depósitos por PIX, passo a passo', en: 'PIX deposits, step by step' },
    body: {
      pt: 'Escolha o PIX no depósito, informe o valor e pague no seu banco.',
      en: 'Choose PIX on the deposit page, enter the amount and pay in your bank.',
    },
  },
  {
    slug: 'slot-volatility',
    title: { pt: 'O que é a volatilidade de um slot', en: 'What slot volatility means' },
    body: {
      pt: 'Slots de alta volatilidade pagam menos vezes, mas prêmios maiores.',
      en: 'High-volatility slots pay less often, but bigger prizes.',
    },
  },
  {
    slug: 'live-casino-etiquette',
    title: { pt: 'Boas maneiras no cassino ao vivo', en: 'Live casino etiquette' },
    body: {
      pt: 'Seja cordial no chat e aposte dentro do tempo da mesa.',
      en: 'Be kind in the chat and bet within the table’s time.',
    },
  },
  {
    slug: 'vip-levels',
    title: { pt: 'Como funcionam os níveis VIP', en: 'How VIP levels work' },
    body: {
      pt: 'Suas apostas válidas somam pontos que sobem o seu nível.',
      en: 'Your valid bets add up to points that raise your level.',
    },
  },
  {
    slug: 'sports-odds',
    title: { pt: 'Entendendo as odds esportivas', en: 'Understanding sports odds' },
    body: {
      pt: 'Odds decimais mostram quanto volta para cada real apostado.',
      en: 'Decimal odds show how much comes back for each unit staked.',
    },
  },
  {
    slug: 'account-security',
    title: { pt: 'Proteja a sua conta', en: 'Keep your account safe' },
    body: {
      pt: 'Vincule o celular e crie uma senha de transação.',
      en: 'Bind your mobile and set a transaction password.',
    },
  },
  {
    slug: 'fishing-games',
    title: { pt: 'Jogos de pesca para iniciantes', en: 'Fishing games for beginners' },
    body: {
      pt: 'Mire nos peixes pequenos até conhecer a arma.',
      en: 'Aim at the small fish until you know the weapon.',
    },
  },
  {
    slug: 'rebate-explained',
    title: { pt: 'O rebate explicado', en: 'Rebate explained' },
    body: {
      pt: 'Cada aposta válida devolve uma pequena parte, que você resgata quando quiser.',
      en: 'Every valid bet gives a small share back, which you claim when you like.',
    },
  },
  {
    slug: 'withdrawal-times',
    title: { pt: 'Quanto tempo leva um saque', en: 'How long a withdrawal takes' },
    body: {
      pt: 'Os saques são pagos em minutos depois da aprovação.',
      en: 'Withdrawals are paid within minutes of approval.',
    },
  },
  {
    slug: 'lottery-basics',
    title: { pt: 'Loterias: o básico', en: 'Lotteries: the basics' },
    body: {
      pt: 'Escolha os números, confira o sorteio e veja o resultado no histórico.',
      en: 'Pick your numbers, follow the draw and see the result in your history.',
    },
  },
  {
    slug: 'welcome',
    title: { pt: 'Bem-vindo ao nosso blog', en: 'Welcome to our blog' },
    body: {
      pt: 'Novidades, dicas e guias para aproveitar melhor o site.',
      en: 'News, tips and guides to make the most of the site.',
    },
  },
];

export interface BlogSeed {
  slug: string;
  title: Localised;
  summary: Localised;
  content: Localised;
  published_at: string;
}

export function blogSeeds(brand: string, now: number): BlogSeed[] {
  return TOPICS.map((topic, index) => ({
    slug: topic.slug,
    title: topic.title,
    summary: topic.body,
    content: {
      pt: `<h2>${topic.title.pt}</h2><p>${topic.body.pt}</p><p>${brand}</p>`,
      en: `<h2>${topic.title.en}</h2><p>${topic.body.en}</p><p>${brand}</p>`,
    },
    published_at: new Date(now - (index * 3 + 1) * 86_400_000).toISOString(),
  }));
}
