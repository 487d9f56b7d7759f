// Prints what the gateway's pictures cost (gateway/art/): the time to draw a game's thumbnail (the
// very first apart: it reads Game Icons) and its bytes over a thousand catalogue games, and over
// HTTP what a lobby page of 15 games asks for: the icons' bytes and the time to answer them all,
// drawn and then kept. Figures are printed with the machine's load, never asserted.
//   npx tsx bench/art.ts [--sheet art-sheet.html]
// --sheet also writes a contact sheet of what the gateway serves (about 60 game thumbnails across
// the categories, every vendor mark, the promotions, goods, VIP badges, prizes, avatars and
// banners), one self-contained HTML file to open in a browser and look at.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { CATEGORIES, createApiClient, resolveImageUrl } from '../engine';
import { startGateway } from '../gateway';
import { drawGameArt, type ArtGame } from '../gateway/art/game-art';
import { generateCatalogue } from '../gateway/seed/catalogue';

const { values } = parseArgs({ options: { sheet: { type: 'string' } } });

const load = () => `load ${loadavg()[0].toFixed(1)}`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

const artGames: ArtGame[] = generateCatalogue(new Date())
  .games.filter((_, index) => index % 10 === 0)
  .map((game) => ({
    gameCode: game.game_code,
    name: game.name,
    gameClassify: game.game_classify,
    vassalage: game.vassalage,
  }));
let started = performance.now();
drawGameArt(artGames[0], 240);
console.log(`first thumbnail (reads Game Icons): ${ms(performance.now() - started)} (${load()})`);
const times: number[] = [];
const sizes: number[] = [];
for (const game of artGames) {
  started = performance.now();
  sizes.push(drawGameArt(game, 240).length);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
sizes.sort((a, b) => a - b);
console.log(
  `a thumbnail over ${artGames.length} games: p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}; ${kb(percentile(sizes, 0.5))} median, ${kb(sizes[sizes.length - 1])} largest (${load()})`,
);

const gateway = await startGateway({ port: 0, db: 'memory' });
try {
  const client = clientOf(gateway.url, 'en');
  const { imageCDNs } = (await client.call('permission', {})).info;
  const page = await client.call('gamesList', { gameType: 'RNG' });
  const icons = page.games.map((game) => resolveImageUrl(game.iconUrl, imageCDNs));
  const fetchAll = async () => {
    const begun = performance.now();
    const bodies = await Promise.all(icons.map(async (url) => (await fetch(url)).text()));
    return {
      time: performance.now() - begun,
      bytes: bodies.reduce((sum, body) => sum + body.length, 0),
    };
  };
  const drawn = await fetchAll();
  const kept = await fetchAll();
  console.log(
    `a lobby page's ${icons.length} icons: ${kb(drawn.bytes)} in all; answered in ${ms(drawn.time)} drawn, ${ms(kept.time)} kept (${load()})`,
  );
  if (values.sheet) {
    writeFileSync(values.sheet, await contactSheet(gateway.url, imageCDNs));
    console.log(`contact sheet: ${values.sheet}`);
  }
} finally {
  await gateway.close();
}

function clientOf(base: string, language: 'pt' | 'en', token?: string) {
  return createApiClient({
    baseUrl: base,
    merchantCode: '',
    getLanguage: () => language,
    getToken: () => token,
    timeoutMs: 30_000,
  });
}

async function contactSheet(base: string, imageCDNs: string[]): Promise<string> {
  const visitor = clientOf(base, 'pt');
  const { token } = await visitor.call('login', { username: 'player01', password: 'Player123' });
  const member = clientOf(base, 'pt', token);
  const inline = async (url: string) => {
    const body = await (await fetch(resolveImageUrl(url, imageCDNs))).text();
    return `data:image/svg+xml;base64,${Buffer.from(body).toString('base64')}`;
  };
  const figure = async (url: string, width: number, height: number, caption = '') =>
    `<figure><img src="${await inline(url)}" width="${width}" height="${height}" alt=""><figcaption>${caption}</figcaption></figure>`;
  const row = async (title: string, figures: Array<Promise<string>>) =>
    `<h2>${title}</h2><div>${(await Promise.all(figures)).join('')}</div>`;
  const games = (
    await Promise.all(
      CATEGORIES.map(
        async (gameType) =>
          (await visitor.call('gamesList', { gameType, pageSize: gameType === 'RNG' ? 24 : 6 }))
            .games,
      ),
    )
  ).flat();
  const cards = (await visitor.call('gameVendors', {})).data.lanes.flatMap((lane) => lane.cards);
  const vendors = [...new Map(cards.map((card) => [card.vassalage, card])).values()];
  const promotions = (await visitor.call('promotions', {})).list;
  const goods = (await member.call('pointsRewards')).list;
  const vip = (await member.call('vip')).levels;
  const banners = (await visitor.call('announcements', {})).banners;
  const sections = await Promise.all([
    row(
      'Games',
      games.map((game) => figure(game.iconUrl, 120, 120, game.gameName)),
    ),
    row(
      'Vendors',
      vendors.map((card) => figure(card.iconUrl, 160, 80, card.vassalage)),
    ),
    row(
      'Vendors in the footer',
      vendors.map((card) => figure(card.iconUrl, 64, 32)),
    ),
    row(
      'Promotions',
      promotions.map((entry) => figure(entry.imageUrl, 320, 180, entry.title)),
    ),
    row(
      'Prizes',
      promotions.flatMap((entry) =>
        (entry.prizeImageUrls ?? []).map((url, index) =>
          figure(url, 72, 72, entry.prizes?.[index]),
        ),
      ),
    ),
    row(
      'Goods',
      goods.map((good) => figure(good.imageUrl, 240, 180, good.name)),
    ),
    row(
      'VIP',
      vip.map((level) => figure(level.imageUrl ?? '', 110, 110, `${level.level} ${level.label}`)),
    ),
    row(
      'Avatars',
      Array.from({ length: 20 }, (_, index) => figure(`/lgw/art/avatars/${index + 1}.svg`, 64, 64)),
    ),
    row(
      'Banners',
      banners.map((entry) => figure(entry.url, 480, 160, entry.groupName)),
    ),
  ]);
  return `<!doctype html><meta charset="utf-8"><title>Gateway art</title><style>body{margin:12px;background:#15151c;color:#ccc;font:11px system-ui,sans-serif}h2{font-size:14px;margin:14px 0 6px}div{display:flex;flex-wrap:wrap;gap:8px}figure{margin:0}img{display:block;border-radius:10px}figcaption{max-width:120px;height:28px;overflow:hidden}</style>${sections.join('')}`;
}
