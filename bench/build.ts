// Prints how long `build --all` takes over the shipped skins plus 20 generated ones, against
// building one skin. The runtime is built once and shared, so the budget is 1.3× (ARCHITECTURE.md
// "Budgets"); time is only reported, never asserted (machines differ). One build of each is noise
// on a shared machine: the two alternate for a few rounds and the medians are compared.
// Two figures, each with its own ratio:
// - the commands as an operator runs them (`skinforge build default`, `skinforge build --all`, a
//   new process each): the budget's figure, start-up included, as the budget is worded (unlike
//   `validate`'s, which is "after start-up");
// - both builds in this one process after a warm-up: no start-up in either, so the ratio shows
//   what the skins add to the build itself, and the CPU time says whether that work grew.
// The builds write under the temporary folder, and file systems differ: to create a file, an ext4
// without a journal passes over, one by one, the inodes freed in the last five minutes, so a run
// soon after another (which deleted its ~30,000 files) measures the disk more than the build.
// TMPDIR=/dev/shm (memory) measures the build alone.
//   npx tsx bench/build.ts [--runs 3]
//   TMPDIR=/dev/shm npx tsx bench/build.ts --runs 5
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { runBuild } from '../cli/build/run-build';
import { createMemoryIo } from '../cli/io';

const GENERATED = 20;
const BUDGET = 1.3;
const runs = Number(parseArgs({ options: { runs: { type: 'string', default: '3' } } }).values.runs);

const work = await mkdtemp(path.join(os.tmpdir(), 'skinforge-bench-build-'));
const skinsDir = path.join(work, 'skins');
await cp(path.resolve('skins'), skinsDir, { recursive: true });
const shipped = (await readdir(skinsDir, { withFileTypes: true })).filter((entry) =>
  entry.isDirectory(),
).length;

// Generated brands extend the default skin with their own name and merchant, like a real operator's
// first skin (colours stay the parent's: contrast rules would reject arbitrary ones).
for (let index = 1; index <= GENERATED; index += 1) {
  const number = String(index).padStart(2, '0');
  const id = `bench-${number}`;
  const skin = {
    $schema: '../../schemas/skin.schema.json',
    id,
    extends: 'default',
    merchantCode: `BENCH${number}`,
    brand: { name: `Bench ${number}`, title: `Bench ${number} Casino` },
  };
  await cp(path.join(skinsDir, 'default', 'assets'), path.join(skinsDir, id, 'assets'), {
    recursive: true,
  }).catch(() => undefined);
  await writeFile(path.join(skinsDir, id, 'skin.json'), `${JSON.stringify(skin, null, 2)}\n`);
}

/** CPU time of the whole process, every thread (rolldown's, the workers', zlib's) included. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A build in this process: wall clock and CPU time. */
async function timeBuild(label: string, ids: string[]): Promise<{ ms: number; cpu: number }> {
  const io = createMemoryIo(process.cwd());
  const started = performance.now();
  const cpuBefore = cpuMs();
  const code = await runBuild(
    { skinsDir, outDir: path.join(work, `out-${label}`), ids, all: ids.length === 0 },
    io,
  );
  const ms = performance.now() - started;
  if (code !== 0) {
    throw new Error(`build ${label} failed:\n${[...io.stdout, ...io.stderr].join('\n')}`);
  }
  return { ms, cpu: cpuMs() - cpuBefore };
}

const cli = path.resolve('bin', 'skinforge.js');

/** `skinforge build <args>` in a process of its own, as an operator runs it: its wall clock. */
function timeCommand(label: string, args: string[]): Promise<number> {
  const outDir = path.join(work, `cli-${label}`);
  const command = ['build', ...args, '--skins-dir', skinsDir, '--out', outDir];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...command], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code === 0) resolve(ms);
      else reject(new Error(`skinforge ${command.join(' ')} exited with ${code}:\n${errors}`));
    });
  });
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[samples.length >> 1]!;
const seconds = (samples: number[]) => samples.map((ms) => (ms / 1000).toFixed(2)).join(', ');
/**
 * Each round's own ratio (its --all build over the one-skin build just before it): how far the
 * machine moved the figure while the bench ran.
 */
const roundRatios = (ones: number[], alls: number[]) =>
  alls
    .map((ms, round) => ms / ones[round]!)
    .sort((a, b) => a - b)
    .map((ratio) => `${ratio.toFixed(2)}×`)
    .join(', ');
const skinsLabel = `${shipped} shipped + ${GENERATED} generated skins`;

try {
  // The commands first, while this process has built nothing: a new process each, start-up
  // (node, the TypeScript loader, vite) included. A warm-up command first fills the caches a
  // fresh checkout lacks (the loader's compiled TypeScript, the disk's), which every later build
  // finds, as an operator's does.
  await timeCommand('warm-up', ['default']);
  const commandOnes: number[] = [];
  const commandAlls: number[] = [];
  for (let round = 0; round < runs; round += 1) {
    commandOnes.push(await timeCommand(`one-${round}`, ['default']));
    commandAlls.push(await timeCommand(`all-${round}`, ['--all']));
  }
  const commandRatio = median(commandAlls) / median(commandOnes);
  console.log('as an operator runs them (a new process each, start-up included):');
  console.log(
    `  skinforge build default: ${(median(commandOnes) / 1000).toFixed(2)} s (median of ${seconds(commandOnes)})`,
  );
  console.log(
    `  skinforge build --all (${skinsLabel}): ${(median(commandAlls) / 1000).toFixed(2)} s (median of ${seconds(commandAlls)})`,
  );
  console.log(`  each round's ratio: ${roundRatios(commandOnes, commandAlls)}`);

  // A warm-up build first, so neither measured build pays for cold caches alone.
  await timeBuild('warm-up', ['default']);
  const ones: number[] = [];
  const alls: number[] = [];
  const oneCpus: number[] = [];
  const allCpus: number[] = [];
  for (let round = 0; round < runs; round += 1) {
    const one = await timeBuild(`one-${round}`, ['default']);
    const all = await timeBuild(`all-${round}`, []);
    ones.push(one.ms);
    alls.push(all.ms);
    oneCpus.push(one.cpu);
    allCpus.push(all.cpu);
  }
  const one = median(ones);
  const all = median(alls);
  const ratio = all / one;
  console.log('in this process after a warm-up (no start-up in either build):');
  console.log(`  build default: ${(one / 1000).toFixed(2)} s (median of ${seconds(ones)})`);
  console.log(
    `  build --all (${skinsLabel}): ${(all / 1000).toFixed(2)} s (median of ${seconds(alls)})`,
  );
  // CPU time varies less than wall time on a shared machine: it tells whether the work itself
  // grew when the wall-clock ratio moves.
  console.log(
    `  CPU (all threads): default ${(median(oneCpus) / 1000).toFixed(2)} s, --all ${(median(allCpus) / 1000).toFixed(2)} s, ` +
      `${(median(allCpus) / median(oneCpus)).toFixed(2)}×`,
  );
  // What one more skin costs, against what the budget leaves it: 30% of one build shared by the
  // skins after the first. Read beside the CPU line: on two cores, a skin's CPU shows in the wall
  // clock at about half, less where it fills a core the one-skin build leaves idle.
  const added = shipped + GENERATED - 1;
  console.log(
    `  each added skin: ${((all - one) / added).toFixed(0)} ms wall (budget ${(((BUDGET - 1) * one) / added).toFixed(0)} ms), ` +
      `${((median(allCpus) - median(oneCpus)) / added).toFixed(0)} ms CPU`,
  );
  console.log(`  each round's ratio: ${roundRatios(ones, alls)}`);
  console.log(
    `ratio ${commandRatio.toFixed(2)}× as run (budget ${BUDGET}×) ${commandRatio <= BUDGET ? 'ok' : 'OVER BUDGET'}; ` +
      `${ratio.toFixed(2)}× in one process without start-up`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
