// `skinforge shots`: build the skins (cli/build), serve each with the reference gateway
// (cli/preview, on the shots' fixed clock), picture every page in every language and on every
// screen in one browser per skin, then write the pictures, shots.json and the contact sheet into a staging
// folder that replaces `--out` only once the run is over: an interrupted run leaves the earlier
// one as it was.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser } from '@playwright/test';
import { formatIssue, hasErrors } from '../../engine';
import { loadSkins } from '../../loader/skin-loader';
import { CHROMIUM_ARGS, chromiumPath } from '../browser/chromium';
import { runBuild } from '../build/run-build';
import type { CliIo } from '../io';
import { createLogger, plural } from '../logger';
import { startPreview } from '../preview/start-preview';
import { compareShot } from './compare-shot';
import { contactSheet } from './contact-sheet';
import { SHOTS_TIME } from './frozen-page';
import { shootSkin, type ShotSink, type ShotSkin } from './shoot-skin';
import { SHOT_PAGE_IDS } from './shot-pages';
import type { ShotsPlan } from './shots-input';
import {
  diffFile,
  MANIFEST_FILE,
  SHEET_FILE,
  shotFile,
  shotKey,
  type Shot,
} from './shots-manifest';
import { summarise } from './shots-summary';

/**
 * The browser for one skin. The skin is served at a name of its own, `http://<skin>.localhost`,
 * which the browser maps to the preview's port: a page that shows its own address (the referral's
 * invitation link and its QR code) reads the same whatever port the preview got, and `localhost`
 * names are secure contexts, as the site's WebCrypto needs. Nothing else resolves: a skin's
 * analytics or a CDN would answer differently from run to run.
 */
function launchBrowser(skinId: string, previewUrl: string): Promise<Browser> {
  const { port } = new URL(previewUrl);
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      // The same colours on every machine.
      '--force-color-profile=srgb',
      `--host-resolver-rules=MAP ${skinId}.localhost 127.0.0.1:${port}, MAP * ~NOTFOUND`,
    ],
  });
}

const elapsed = (ms: number): string => {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
};

export async function runShots(plan: ShotsPlan, io: CliIo): Promise<number> {
  const started = performance.now();
  // With --json, stdout carries the shots array alone; every other line goes to stderr.
  const statusIo: CliIo = plan.json
    ? { out: (line) => io.err(line), err: (line) => io.err(line), cwd: io.cwd, exitCode: 0 }
    : io;
  const logger = createLogger(statusIo);
  // Paths as the operator typed them (`shots/index.html`), absolute when outside the working folder.
  const shown = (target: string) => {
    const relative = path.relative(io.cwd, target);
    return relative && !relative.startsWith('..') ? relative : target;
  };

  const skins = await loadSkins(plan.skinsDir, plan.ids, { cwd: io.cwd });
  const broken = skins.filter((skin) => hasErrors(skin.issues) || !skin.resolved);
  if (broken.length > 0) {
    for (const skin of broken) skin.issues.map(formatIssue).forEach((line) => logger.info(line));
    logger.error(
      `No shots: ${broken.map((skin) => skin.id).join(', ')} ${broken.length === 1 ? 'has' : 'have'} errors (skinforge validate).`,
    );
    return 1;
  }

  const buildDir = await mkdtemp(path.join(tmpdir(), 'skinforge-shots-build-'));
  await mkdir(path.dirname(plan.outDir), { recursive: true });
  // `.skinforge-tmp*` is git- and lint-ignored.
  const staging = await mkdtemp(
    path.join(path.dirname(plan.outDir), `.skinforge-tmp-${path.basename(plan.outDir)}-`),
  );
  try {
    const built = await runBuild(
      { ids: plan.ids, all: false, skinsDir: plan.skinsDir, outDir: buildDir },
      statusIo,
    );
    if (built !== 0) return built;
    const earlier = new Map(plan.compare?.shots.map((shot) => [shotKey(shot), shot]));
    const shots: Shot[] = [];
    const failures: string[] = [];
    /** Why each overflowing shot overflows, for the sheet and the summary. */
    const overflows = new Map<string, string>();
    const sink: ShotSink = async (place, captured) => {
      const file = shotFile(place);
      await writeShot(staging, file, captured.png);
      const shot: Shot = {
        ...place,
        file,
        width: captured.width,
        height: captured.height,
        overflowX: captured.overflow !== null,
      };
      if (captured.overflow) overflows.set(shotKey(place), captured.overflow);
      if (plan.compare) {
        const before = earlier.get(shotKey(place));
        const beforePng = before
          ? await readFile(path.join(plan.compare.dir, before.file)).catch(() => null)
          : null;
        const { diff, image } = compareShot(captured.png, beforePng, plan.threshold);
        if (image) {
          diff.file = diffFile(file);
          await writeShot(staging, diff.file, image);
        }
        shot.diff = diff;
      }
      if (captured.loading > 0) {
        logger.warn(
          `${shotKey(place)}: ${plural(captured.loading, 'picture')} still loading after 10 s`,
        );
      }
      shots.push(shot);
    };

    for (const skin of skins as ShotSkin[]) {
      const skinStarted = performance.now();
      const before = shots.length;
      const preview = await startPreview({
        id: skin.id,
        outDir: buildDir,
        skinsDir: plan.skinsDir,
        port: 0,
        host: '127.0.0.1',
        dev: true,
        clock: () => SHOTS_TIME,
      });
      const browser = await launchBrowser(skin.id, preview.url).catch(async (error: unknown) => {
        await preview.close();
        throw error;
      });
      try {
        logger.info(
          `${skin.id}: ${plan.locales.join(', ')} × ${plan.viewports.join(', ')} at ${preview.url}…`,
        );
        const site = `http://${skin.id}.localhost`;
        const result = await shootSkin(browser, skin, { site, gateway: preview.url }, plan, sink);
        for (const { id, reason } of result.skipped) {
          logger.info(`${skin.id}: skips ${id} (${reason})`);
        }
        for (const { place, message } of result.failures) {
          failures.push(`${shotKey(place)}: ${message}`);
          logger.error(`${shotKey(place)}: ${message}`);
        }
        const taken = shots.slice(before);
        const overflow = taken.filter((shot) => shot.overflowX).length;
        logger.info(
          `${skin.id}: ${plural(taken.length, 'shot')} of ${plural(result.pages.length, 'page')} in ${elapsed(performance.now() - skinStarted)}` +
            (overflow ? `, ${overflow} overflow sideways` : ''),
        );
      } finally {
        await browser.close();
        await preview.close();
      }
    }

    const ordered = inSheetOrder(shots, plan);
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(ordered, null, 2)}\n`);
    await writeFile(
      path.join(staging, SHEET_FILE),
      contactSheet({
        shots: ordered,
        overflows,
        compared: plan.compare?.shown,
        threshold: plan.threshold,
      }),
    );
    await replaceFolder(staging, plan.outDir);
    const outcome = summarise({ shots: ordered, overflows, failures }, plan, logger);
    logger.info(
      `${plural(ordered.length, 'shot')} of ${plural(skins.length, 'skin')} in ${elapsed(performance.now() - started)}: ${shown(path.join(plan.outDir, SHEET_FILE))}`,
    );
    if (plan.json) io.out(JSON.stringify(ordered, null, 2));
    return outcome;
  } finally {
    await rm(buildDir, { recursive: true, force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

async function writeShot(root: string, file: string, png: Buffer): Promise<void> {
  const target = path.join(root, ...file.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, png);
}

/** Skins as asked, then pages in the table's order, then languages and screens as asked. */
function inSheetOrder(shots: readonly Shot[], plan: ShotsPlan): Shot[] {
  const rank = (list: readonly string[], item: string) => list.indexOf(item);
  return [...shots].sort(
    (a, b) =>
      rank(plan.ids, a.skin) - rank(plan.ids, b.skin) ||
      rank(SHOT_PAGE_IDS, a.page) - rank(SHOT_PAGE_IDS, b.page) ||
      rank(plan.locales, a.locale) - rank(plan.locales, b.locale) ||
      rank(plan.viewports, a.viewport) - rank(plan.viewports, b.viewport),
  );
}

/** The staging folder becomes `--out`; an earlier run there goes once the new one is in place. */
async function replaceFolder(staging: string, outDir: string): Promise<void> {
  const previous = `${staging}-previous`;
  const hadOne = existsSync(outDir);
  if (hadOne) await rename(outDir, previous);
  await rename(staging, outDir);
  if (hadOne) await rm(previous, { recursive: true, force: true });
}
