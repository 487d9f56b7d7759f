// `skinforge shots` through the real path: it builds a skin, serves it with the reference gateway,
// pictures a visitor's page, a pop-up and a signed-in player's page in Chromium, and writes
// `<out>/<skin>/<locale>/<viewport>/<page>.png`, shots.json and the contact sheet. `--compare`
// passes on a second run of the unchanged tree (0 differing pixels: the pages are frozen) and,
// against an earlier run whose picture of one page was changed and which lacked another page,
// flags exactly that page as changed, the other as new, and exits 1.
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shot } from '../../cli/shots/shots-manifest';
import { runCli, type CliRun } from './run-cli';

const SKIN = 'northstar-sports';
// In the table's order, which shots.json follows.
const PAGES = ['help', 'member.securityCenter', 'login'];
/** A build, a gateway start and a browser: minutes on a loaded 2-core machine. */
const RUN_TIMEOUT = 600_000;

let dir: string;
const outOf = (name: string) => path.join(dir, name);

const shots = (name: string, extra: string[] = []): Promise<CliRun> =>
  runCli([
    'shots',
    SKIN,
    '--pages',
    PAGES.join(','),
    '--viewports',
    'desktop',
    '--locales',
    'en',
    '--out',
    outOf(name),
    ...extra,
  ]);

const manifest = async (name: string): Promise<Shot[]> =>
  JSON.parse(await readFile(path.join(outOf(name), 'shots.json'), 'utf8'));

let first: CliRun;

// The runs read the shipped skins (and leave them as they are) and write into a folder of their own.
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'skinforge-shots-'));
  first = await shots('first', ['--json']);
}, RUN_TIMEOUT);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('skinforge shots', () => {
  it('writes one picture per page, shots.json and the contact sheet, and prints the array with --json', async () => {
    expect(first.code, first.output).toBe(0);
    const printed = JSON.parse(first.stdout.join('\n')) as Shot[];
    expect(printed).toEqual(await manifest('first'));
    expect(printed.map((shot) => Object.keys(shot).sort())).toEqual(
      PAGES.map(() => [
        'file',
        'height',
        'locale',
        'overflowX',
        'page',
        'skin',
        'viewport',
        'width',
      ]),
    );
    expect(
      printed.map(({ skin, locale, viewport, page, file }) => [skin, locale, viewport, page, file]),
    ).toEqual(PAGES.map((page) => [SKIN, 'en', 'desktop', page, `${SKIN}/en/desktop/${page}.png`]));
    for (const shot of printed) {
      const picture = PNG.sync.read(await readFile(path.join(outOf('first'), shot.file)));
      expect([picture.width, picture.height]).toEqual([shot.width, shot.height]);
      expect(shot.width).toBe(1440);
    }
    // A page is pictured whole; a pop-up as the screen shows it.
    const login = printed.find((shot) => shot.page === 'login')!;
    expect(login.height).toBe(900);
    expect(printed.find((shot) => shot.page === 'help')!.height).toBeGreaterThan(900);
    const sheet = await readFile(path.join(outOf('first'), 'index.html'), 'utf8');
    for (const shot of printed) expect(sheet).toContain(`<a class="thumb" href="${shot.file}"`);
    // --json keeps stdout for the array: the progress went to stderr.
    expect(first.stderr.some((line) => line.startsWith(`${SKIN}: `))).toBe(true);
  });

  it(
    'passes --compare against a run of the same tree: every shot the same, to the pixel',
    async () => {
      const again = await shots('again', ['--compare', outOf('first')]);
      expect(again.code, again.output).toBe(0);
      expect((await manifest('again')).map((shot) => [shot.page, shot.diff])).toEqual(
        PAGES.map((page) => [page, { status: 'same', pixels: 0, ratio: 0 }]),
      );
    },
    RUN_TIMEOUT,
  );

  it(
    'flags a changed shot (with its diff image) and a new one, and exits 1',
    async () => {
      const earlier = outOf('earlier');
      await cp(outOf('first'), earlier, { recursive: true });
      // The earlier run's help page had a block drawn over it, and it had no login pop-up.
      const helpFile = path.join(earlier, SKIN, 'en', 'desktop', 'help.png');
      const help = PNG.sync.read(await readFile(helpFile));
      for (let y = 100; y < 200; y += 1) {
        for (let x = 100; x < 300; x += 1) {
          help.data.writeUInt32BE(0xff00ffff, (y * help.width + x) * 4);
        }
      }
      await writeFile(helpFile, PNG.sync.write(help));
      await writeFile(
        path.join(earlier, 'shots.json'),
        JSON.stringify((await manifest('first')).filter((shot) => shot.page !== 'login')),
      );

      const compared = await shots('compared', ['--compare', earlier]);
      expect(compared.code, compared.output).toBe(1);
      const after = await manifest('compared');
      const byPage = Object.fromEntries(after.map((shot) => [shot.page, shot.diff]));
      expect(byPage).toEqual({
        help: {
          status: 'changed',
          pixels: expect.any(Number),
          ratio: expect.any(Number),
          file: `${SKIN}/en/desktop/help.diff.png`,
        },
        login: { status: 'new' },
        'member.securityCenter': { status: 'same', pixels: 0, ratio: 0 },
      });
      // The block's pixels, less those pixelmatch takes for anti-aliasing (text under the block).
      const helpShot = after.find((shot) => shot.page === 'help')!;
      expect(helpShot.diff!.pixels).toBeGreaterThan(0);
      expect(helpShot.diff!.pixels).toBeLessThanOrEqual(200 * 100);
      expect(helpShot.diff!.ratio).toBe(
        helpShot.diff!.pixels! / (helpShot.width * helpShot.height),
      );
      await stat(path.join(outOf('compared'), helpShot.diff!.file!));
      expect(compared.stderr).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^\\[ERROR\\] ${SKIN} en desktop help differs from .+ by [0-9.]+ % of its pixels \\(threshold 0\\.100 %\\): ${SKIN}/en/desktop/help\\.diff\\.png$`,
          ),
        ),
      );
      expect(compared.stdout).toContain(
        `new: ${SKIN} en desktop login (no such shot in ${earlier})`,
      );
    },
    RUN_TIMEOUT,
  );
});
