// `skinforge build`: validate every requested skin, build the runtime once, emit each skin, then
// move them all into place. Nothing is written to `--out` unless every skin is valid and every step
// worked.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatIssue, hasErrors, type ResolvedSkin } from '../../engine';
import { listSkinIds, loadSkins, type LoadedSkin } from '../../loader/skin-loader';
import { selectSkins } from '../commands/select-skins';
import type { CliIo } from '../io';
import { createLogger, plural } from '../logger';
import { buildRuntime, compressRuntime } from './build-runtime';
import { startCompressionThreads } from './compression-threads';
import { emitSkinFiles, emitSkinPages, linkRuntime } from './emit-skin';
import { startFirstViewWorker } from './first-view';
import { INITIAL_JS_BUDGET_BYTES, formatKb, measureInitialJs } from './initial-js';
import { createCompressor } from './precompress';
import { createStaging } from './staging';

export interface BuildOptions {
  skinsDir: string;
  outDir: string;
  /** Skin ids to build; ignored with `all`. */
  ids: string[];
  all: boolean;
}

type ValidSkin = LoadedSkin & { resolved: ResolvedSkin };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function runBuild(options: BuildOptions, io: CliIo): Promise<number> {
  const started = performance.now();
  const logger = createLogger(io);
  // Paths as the operator typed them (`dist/default`), absolute when outside the working folder.
  const shown = (target: string) => {
    const relative = path.relative(io.cwd, target);
    return relative && !relative.startsWith('..') ? relative : target;
  };
  const selected = selectSkins(
    options.ids,
    { all: options.all, skinsDir: shown(options.skinsDir) },
    await listSkinIds(options.skinsDir),
  );
  if (!selected.ok) {
    logger.error(selected.message);
    return 1;
  }
  const { ids } = selected;

  const staging = await createStaging(options.outDir);
  // Work that runs beside another step: its failure is reported where it is awaited, and on any
  // failure it settles before the staging folder goes.
  const running: Promise<unknown>[] = [];
  const beside = <T>(work: Promise<T>): Promise<T> => {
    running.push(work);
    work.catch(() => undefined);
    return work;
  };
  // The first views do not depend on the skins' files or the runtime's, only on the app's
  // components: their renderer builds while the skins load, and the skins' pages render on its
  // worker thread while the runtime builds, so the part of the build that grows with the skins runs
  // beside the parts that do not.
  const starting = beside(startFirstViewWorker(path.join(staging.dir, 'first-view')));
  const compression = startCompressionThreads();
  // A stopped build leaves nothing behind: what runs beside settles, the renderer's thread ends,
  // the staging folder goes.
  const abandon = async () => {
    await Promise.allSettled(running);
    await starting.then((renderer) => renderer.close()).catch(() => undefined);
    await compression.close();
    await staging.discard();
  };

  try {
    // Validate everything before anything is emitted: one broken skin stops the build. Issues
    // print as `skinforge validate` prints them (a parent's issue once, not under every child).
    const skins = await loadSkins(options.skinsDir, ids, { cwd: io.cwd });
    for (const line of new Set(skins.flatMap((skin) => skin.issues.map(formatIssue)))) {
      logger.info(line);
    }
    const broken = skins.filter((skin) => hasErrors(skin.issues) || !skin.resolved);
    if (broken.length > 0) {
      await abandon();
      logger.error(
        `Build stopped: ${broken.map((skin) => skin.id).join(', ')} ${broken.length === 1 ? 'has' : 'have'} errors. Nothing was written to ${shown(options.outDir)}.`,
      );
      return 1;
    }

    const renderer = await starting;
    logger.info(`Building the runtime once for ${plural(ids.length, 'skin')}…`);
    const runtimeStarted = performance.now();
    const building = beside(
      buildRuntime(path.join(staging.dir, 'runtime')).then((runtime) => ({
        runtime,
        ms: performance.now() - runtimeStarted,
      })),
    );
    // The runtime's compressed twins take most of a second (brotli at its best): the pages are
    // written meanwhile, and the skins link the twins last.
    const twins = beside(
      building.then(({ runtime }) => compressRuntime(runtime, compression.twinsOf)),
    );
    const compressor = createCompressor('fast', compression.twinsOf);
    const valid = skins as ValidSkin[];
    // What the runtime does not change goes out meanwhile too: each skin's dictionaries and assets.
    const ownFiles = valid.map((skin) =>
      beside(emitSkinFiles(skin, staging.skinDir(skin.id), compressor)),
    );
    // Each skin's pages are written as soon as both its first views and the runtime are there.
    const firstViews = valid.map((skin) =>
      beside(renderer.render(skin.resolved, skin.dictionaries)),
    );
    beside(Promise.allSettled(firstViews).then(() => renderer.close()));
    const { runtime, ms } = await building;
    const initial = await measureInitialJs(runtime.dir);
    logger.info(
      `runtime in ${seconds(ms)}: ${formatKb(runtime.bytes)}, initial JS ${formatKb(initial.gzipBytes)} gzipped ` +
        `(budget ${formatKb(INITIAL_JS_BUDGET_BYTES)})`,
    );

    let skinBytes = 0;
    // Each skin is emitted once its own files and first views are out; it prints its line when it
    // is done.
    await Promise.all(
      valid.map(async (skin, index) => {
        const own = await ownFiles[index]!;
        const pageBytes = await emitSkinPages(
          runtime,
          await firstViews[index]!,
          skin,
          staging.skinDir(skin.id),
          compressor,
        );
        skinBytes += own.bytes + pageBytes;
        logger.info(
          `${skin.id} → ${shown(path.join(options.outDir, skin.id))}: ${own.dictionaries} ${own.dictionaries === 1 ? 'dictionary' : 'dictionaries'}, ` +
            `${plural(own.assets, 'asset')}, ${formatKb(own.bytes + pageBytes)} of skin files`,
        );
      }),
    );
    const twinFiles = await twins;
    for (const skin of valid) linkRuntime(runtime.dir, staging.skinDir(skin.id), twinFiles);
    await compression.close();
    await staging.commit(ids);
    logger.success(
      `Built ${plural(ids.length, 'skin')} in ${seconds(performance.now() - started)} into ${shown(options.outDir)}: ` +
        `runtime ${formatKb(runtime.bytes)} per skin + ${formatKb(skinBytes)} of skin files in all.`,
    );
    return 0;
  } catch (error) {
    await abandon();
    logger.error(
      `Build failed: ${error instanceof Error ? error.message : String(error)}. Nothing was written to ${shown(options.outDir)}.`,
    );
    return 1;
  }
}
