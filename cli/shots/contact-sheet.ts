// `<out>/index.html`: every shot on one page, grouped by skin and page, each a thumbnail of its
// first screen linking to the whole picture; a page that scrolls sideways is marked, and with
// `--compare` so is a changed or new shot, with its diff image. One self-contained file (its styles
// inline, no script, nothing fetched but the shots beside it), readable at desktop width.
import { escapeHtml } from '../build/render-index-html';
import { SHOT_PAGES } from './shot-pages';
import { shotKey, type Shot } from './shots-manifest';
import { VIEWPORTS } from './viewports';

export interface SheetInput {
  shots: readonly Shot[];
  /** Why each overflowing shot overflows, by shotKey. */
  overflows: ReadonlyMap<string, string>;
  /** The folder compared with, as the operator named it. */
  compared?: string;
  threshold: number;
}

/** A thumbnail is the shot's first screen at this height. */
const THUMB_HEIGHT = 240;

const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.001 ? 3 : 2)} %`;

const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

function figure(shot: Shot, overflows: SheetInput['overflows']): string {
  const screen = VIEWPORTS[shot.viewport];
  const scale = THUMB_HEIGHT / screen.height;
  const thumbWidth = Math.round(screen.width * scale);
  const marks: string[] = [];
  if (shot.overflowX) {
    marks.push(
      `<span class="mark overflow">${escapeHtml(overflows.get(shotKey(shot)) ?? 'overflows sideways')}</span>`,
    );
  }
  if (shot.diff?.status === 'changed') {
    const link = shot.diff.file ? ` <a href="${escapeHtml(shot.diff.file)}">diff</a>` : '';
    marks.push(`<span class="mark changed">changed ${percent(shot.diff.ratio ?? 0)}${link}</span>`);
  }
  if (shot.diff?.status === 'new') marks.push('<span class="mark new">new</span>');
  const classes = ['shot', shot.overflowX && 'overflow', shot.diff?.status].filter(Boolean);
  // The picture at the thumbnail's scale in a box of the screen's shape: its first screen.
  return `<figure class="${classes.join(' ')}" style="width: ${thumbWidth}px">
<a class="thumb" href="${escapeHtml(shot.file)}" style="height: ${THUMB_HEIGHT}px"><img src="${escapeHtml(shot.file)}" alt="${escapeHtml(`${shot.page}, ${shot.locale}, ${shot.viewport}`)}" loading="lazy" decoding="async" width="${Math.round(shot.width * scale)}" height="${Math.round(shot.height * scale)}"></a>
<figcaption>${escapeHtml(shot.locale)} · ${escapeHtml(shot.viewport)} ${screen.width}×${screen.height}${marks.join('')}</figcaption>
</figure>`;
}

function pageSection(
  skin: string,
  page: string,
  shots: readonly Shot[],
  overflows: SheetInput['overflows'],
): string {
  const row = SHOT_PAGES.find((each) => each.id === page);
  const where = row
    ? ` <code>${escapeHtml(row.path)}</code> <span class="who">${escapeHtml(row.role)}${row.step ? ` · ${escapeHtml(row.step)}` : ''}</span>`
    : '';
  return `<section class="page" id="${escapeHtml(`${skin}-${page}`)}">
<h3>${escapeHtml(page)}${where}</h3>
<div class="shots">${shots.map((shot) => figure(shot, overflows)).join('\n')}</div>
</section>`;
}

function skinSection(
  skin: string,
  shots: readonly Shot[],
  overflows: SheetInput['overflows'],
): string {
  const pages = groupBy(shots, (shot) => shot.page);
  const overflowing = new Set(shots.filter((shot) => shot.overflowX).map((shot) => shot.page));
  return `<section class="skin" id="${escapeHtml(skin)}">
<h2>${escapeHtml(skin)} <small>${shots.length} shots of ${pages.size} pages${overflowing.size ? `, ${overflowing.size} overflowing sideways` : ''}</small></h2>
${[...pages].map(([page, pageShots]) => pageSection(skin, page, pageShots, overflows)).join('\n')}
</section>`;
}

function summary(input: SheetInput): string {
  const { shots } = input;
  const parts = [`${shots.length} shots`];
  const overflow = shots.filter((shot) => shot.overflowX).length;
  if (overflow) parts.push(`<span class="mark overflow">${overflow} overflow sideways</span>`);
  if (input.compared !== undefined) {
    const changed = shots.filter((shot) => shot.diff?.status === 'changed').length;
    const added = shots.filter((shot) => shot.diff?.status === 'new').length;
    parts.push(
      `compared with <code>${escapeHtml(input.compared)}</code> (threshold ${percent(input.threshold)}): ` +
        `<span class="mark changed">${changed} changed</span> <span class="mark new">${added} new</span>`,
    );
  }
  return parts.join(' · ');
}

export function contactSheet(input: SheetInput): string {
  const skins = groupBy(input.shots, (shot) => shot.skin);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Skinforge shots</title>
<style>
  body { margin: 0; font: 14px/1.45 system-ui, sans-serif; color: #1d2330; background: #f4f5f7; }
  header, main { max-width: 1600px; margin: 0 auto; padding: 16px 24px; }
  h1 { margin: 0 0 4px; font-size: 22px; }
  h2 { margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 2px solid #c9ced8; font-size: 20px; }
  h2 small { font-weight: normal; color: #5b6375; font-size: 14px; }
  h3 { margin: 20px 0 8px; font-size: 15px; }
  h3 code, header code { font-weight: normal; color: #3b4256; }
  .who { font-weight: normal; color: #5b6375; }
  nav a { margin-right: 16px; }
  .shots { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
  .shot { margin: 0; padding: 6px; background: #fff; border: 2px solid #d9dde5; border-radius: 6px; }
  .thumb { display: block; overflow: hidden; background: #e6e8ee; }
  .thumb img { display: block; max-width: none; }
  .shot figcaption { margin-top: 4px; font-size: 12px; color: #3b4256; }
  .shot figcaption .mark { margin: 2px 0 0; }
  .shot.overflow { border-color: #c0262d; }
  .shot.changed { border-color: #b35c00; }
  .shot.new { border-color: #2557b8; }
  .mark { display: inline-block; margin-left: 6px; padding: 0 6px; border-radius: 4px; color: #fff; font-size: 12px; }
  .mark a { color: inherit; }
  .mark.overflow { background: #c0262d; }
  .mark.changed { background: #b35c00; }
  .mark.new { background: #2557b8; }
</style>
</head>
<body>
<header>
<h1>Skinforge shots</h1>
<p>${summary(input)}</p>
<nav>${[...skins.keys()].map((skin) => `<a href="#${escapeHtml(skin)}">${escapeHtml(skin)}</a>`).join('')}</nav>
</header>
<main>
${[...skins].map(([skin, shots]) => skinSection(skin, shots, input.overflows)).join('\n')}
</main>
</body>
</html>
`;
}
