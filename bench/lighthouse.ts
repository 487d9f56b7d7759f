// Prints Lighthouse's mobile performance figures (simulated throttling) for the home and the first
// category page of every built skin: score, FCP, LCP, TBT, CLS and the longest main-thread task
// Lighthouse lists, each the median of a few runs (the longest task: the longest of them), beside
// the host's load and Lighthouse's benchmarkIndex (its measure of this machine's speed) for that
// page, then a last line with the worst of each against its budget (ARCHITECTURE.md "Budgets": a
// score of 0.95, TBT 150 ms, no task over 100 ms). Like every timing they are printed, and fail the
// run only when asked: --budget fails under a score of 0.95, --fail-under <score> under another
// floor (the GitHub workflow's 0.90: its runners are noisier).
//   npx tsx bench/lighthouse.ts [ids…] [--out dist] [--runs 3] [--floor] [--budget] [--fail-under 0.90] [--explain]
//   (after `npx skinforge build --all`)
// --floor first measures a trivial page that loads the same libraries (bench/floor-page.ts), served
// the same way, and prints its figures beside every page's: the floor of the machine the run was on.
// --explain also prints, from each page's median-TBT run, where the main thread's time went (by
// Lighthouse's groups, at the simulated phone's speed) and the longest tasks: the blocking time's
// sources, without a trace of one's own.
// Each skin is served by `skinforge preview <id>` (started here on 127.0.0.1, stopped after), and
// Lighthouse 12 drives the Chromium at CHROME_PATH (default /usr/bin/chromium).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { categoryPath, type ResolvedSkin } from '../engine';
import { FLOOR_PATH, siteWithFloor } from './floor-page';

const BUDGET = 0.95;
const TBT_BUDGET_MS = 150;
const LONG_TASK_BUDGET_MS = 100;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    budget: { type: 'boolean', default: false },
    'fail-under': { type: 'string' },
    explain: { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
  },
});
const outDir = path.resolve(values.out);
const runs = Number(values.runs);
const failUnder = values['fail-under'] === undefined ? undefined : Number(values['fail-under']);
if (failUnder !== undefined && !(failUnder >= 0 && failUnder <= 1)) {
  console.error(
    `--fail-under takes a score from 0 to 1, e.g. 0.90; got "${values['fail-under']}".`,
  );
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const lighthouseBin = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The longest task Lighthouse's "avoid long main-thread tasks" lists (0 for none). */
  longestTask: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The host's load average over the last minute when the run ended. */
  load: number;
  /** With --explain: the run's main-thread time by group, and its longest tasks. */
  explanation?: string[];
}

/**
 * The audits beyond the score's: they read the trace every run records, no gatherer of their own.
 * The long tasks always (the longest is a figure); the breakdown for --explain.
 */
const TRACE_AUDITS = ['long-tasks', ...(values.explain ? ['mainthread-work-breakdown'] : [])];

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

async function builtSkinIds(): Promise<string[]> {
  const entries = await readdir(outDir, { withFileTypes: true });
  return entries
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(outDir, entry.name, 'index.html')),
    )
    .map((entry) => entry.name)
    .sort();
}

/** The skin the build inlined into the skin's index.html. */
async function builtSkin(id: string): Promise<ResolvedSkin> {
  const html = await readFile(path.join(outDir, id, 'index.html'), 'utf8');
  const data = /<script id="skin-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!data) throw new Error(`${outDir}/${id}/index.html has no skin-data block.`);
  return JSON.parse(data[1]!) as ResolvedSkin;
}

/**
 * `skinforge preview <id>` of the build in `out` on a free port of 127.0.0.1; resolves once it says
 * where it listens.
 */
function startPreview(id: string, out: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'bin', 'skinforge.js'),
      'preview',
      id,
      '--out',
      out,
      '--host',
      '127.0.0.1',
      '--port',
      '0',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const url = /Previewing "[^"]+" at (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, process: child });
    });
    child.once('exit', (code) => reject(new Error(`preview ${id} exited (${code}): ${output}`)));
  });
}

async function stopPreview(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Lighthouse's CLI on one URL: its JSON report, whether it exits with 0 or not. */
function runLighthouse(url: string): Promise<{ stdout: string; stderr: string }> {
  const args = [
    lighthouseBin,
    url,
    '--quiet',
    // The score weighs these five metrics only; the other audits' gatherers add time and
    // protocol traffic a busy machine times out on.
    `--only-audits=${[...Object.values(METRICS), 'speed-index', ...TRACE_AUDITS].join(',')}`,
    '--form-factor=mobile',
    '--throttling-method=simulate',
    '--output=json',
    '--output-path=stdout',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  const options = { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 << 20 };
  return new Promise((resolve) => {
    execFile(process.execPath, args, options, (_error, stdout, stderr) =>
      resolve({ stdout, stderr }),
    );
  });
}

async function lighthouse(url: string): Promise<Figures> {
  const { stdout, stderr } = await runLighthouse(url);
  if (!stdout.trimStart().startsWith('{')) {
    throw new Error(`Lighthouse on ${url} wrote no report: ${stderr.trim().split('\n').pop()}`);
  }
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
    environment?: { benchmarkIndex?: number };
    runtimeError?: { message: string };
  };
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const audit = (key: keyof typeof METRICS) =>
    report.audits[METRICS[key]]?.numericValue ?? Number.NaN;
  return {
    score: report.categories.performance.score ?? 0,
    fcp: audit('fcp'),
    lcp: audit('lcp'),
    tbt: audit('tbt'),
    cls: audit('cls'),
    longestTask: Math.max(0, ...longTasks(report.audits).map((task) => task.duration)),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    load: loadavg()[0]!,
    ...(values.explain && { explanation: explanation(report.audits) }),
  };
}

/** The tasks of Lighthouse's "avoid long main-thread tasks" audit. */
function longTasks(
  audits: Record<string, { details?: { items?: unknown[] } } | undefined>,
): { url: string; startTime: number; duration: number }[] {
  return (audits['long-tasks']?.details?.items ?? []) as {
    url: string;
    startTime: number;
    duration: number;
  }[];
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** Two lines from the --explain audits: time by group, then the five longest tasks. */
function explanation(
  audits: Record<string, { details?: { items?: unknown[] } } | undefined>,
): string[] {
  const groups = (audits['mainthread-work-breakdown']?.details?.items ?? []) as {
    groupLabel: string;
    duration: number;
  }[];
  const longest = [...longTasks(audits)].sort((a, b) => b.duration - a.duration).slice(0, 5);
  return [
    `main thread: ${groups.map((group) => `${group.groupLabel} ${ms(group.duration)}`).join(', ')}`,
    `longest tasks: ${longest
      .map(
        (task) =>
          `${ms(task.duration)} at ${ms(task.startTime)} (${task.url.split('/').pop() || 'no script'})`,
      )
      .join(', ')}`,
  ];
}

/** A run Lighthouse gives up on (a protocol timeout on a busy machine) is run again, once. */
async function lighthouseWithRetry(url: string): Promise<Figures> {
  try {
    return await lighthouse(url);
  } catch (error) {
    console.error(`  ${(error as Error).message}; running it again`);
    return lighthouse(url);
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Each figure's median over the runs (a score from one run, a paint from another); the longest task
 * is the longest of any run, and the load the highest.
 */
function medianFigures(samples: Figures[]): Figures {
  const of = (key: Exclude<keyof Figures, 'explanation'>) =>
    median(samples.map((sample) => sample[key]));
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    longestTask: Math.max(...samples.map((sample) => sample.longestTask)),
    benchmarkIndex: of('benchmarkIndex'),
    load: Math.max(...samples.map((sample) => sample.load)),
  };
}

/** A page's median of `runs` runs, its --explain lines with it. */
async function measure(url: string): Promise<{ figures: Figures; explanation: string[] }> {
  const samples: Figures[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await lighthouseWithRetry(url));
  const figures = medianFigures(samples);
  const medianRun = samples.find((sample) => sample.tbt === figures.tbt) ?? samples[0]!;
  return { figures, explanation: medianRun.explanation ?? [] };
}

/** One line of figures; the floor's beside them when there is one. */
function line(name: string, figures: Figures, floor: Figures | undefined): string {
  const besideFloor = (text: string, floorText: string | undefined) =>
    floorText === undefined ? text : `${text} (floor ${floorText})`;
  return [
    name.padEnd(28),
    besideFloor(`score ${figures.score.toFixed(2)}`, floor?.score.toFixed(2)),
    `FCP ${(figures.fcp / 1000).toFixed(1)} s`,
    `LCP ${(figures.lcp / 1000).toFixed(1)} s`,
    besideFloor(`TBT ${ms(figures.tbt)}`, floor && ms(floor.tbt)),
    `CLS ${figures.cls.toFixed(3)}`,
    besideFloor(`longest task ${ms(figures.longestTask)}`, floor && ms(floor.longestTask)),
    `benchmarkIndex ${Math.round(figures.benchmarkIndex)}`,
    `load ${figures.load.toFixed(1)}`,
  ].join('  ');
}

const ids = positionals.length > 0 ? positionals : await builtSkinIds();
if (ids.length === 0) {
  console.error(`No built skins in ${outDir}: run \`npx skinforge build --all\` first.`);
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: set CHROME_PATH.`);
  process.exit(1);
}

// Simulated throttling scales what it measures on this machine: a busy machine lowers the score.
console.log(
  `Lighthouse mobile, median of ${runs}; load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);
let floor: Figures | undefined;
if (values.floor) {
  // The floor once, served like the skins, before them: every page's line carries it.
  const site = siteWithFloor(outDir, ids[0]!);
  const preview = await startPreview(ids[0]!, site.outDir);
  try {
    floor = (await measure(new URL(FLOOR_PATH, preview.url).href)).figures;
    console.log(line('floor (the libraries alone)', floor, undefined));
  } finally {
    await stopPreview(preview.process);
    site.remove();
  }
}
const worst = { score: Infinity, tbt: 0, longestTask: 0, scorePage: '', tbtPage: '', taskPage: '' };
for (const id of ids) {
  const skin = await builtSkin(id);
  const pages = ['/', ...skin.categories.slice(0, 1).map(categoryPath)];
  const preview = await startPreview(id, outDir);
  try {
    for (const page of pages) {
      const { figures, explanation } = await measure(new URL(page, preview.url).href);
      const name = `${id} ${page}`;
      console.log(line(name, figures, floor));
      if (values.explain) for (const text of explanation) console.log(`  ${text}`);
      if (figures.score < worst.score) {
        Object.assign(worst, { score: figures.score, scorePage: name });
      }
      if (figures.tbt >= worst.tbt) Object.assign(worst, { tbt: figures.tbt, tbtPage: name });
      if (figures.longestTask >= worst.longestTask) {
        Object.assign(worst, { longestTask: figures.longestTask, taskPage: name });
      }
    }
  } finally {
    await stopPreview(preview.process);
  }
}
const ok = worst.score >= BUDGET;
const verdict = (pass: boolean) => (pass ? 'ok' : 'missed');
console.log(
  `worst score ${worst.score.toFixed(2)} (${worst.scorePage}); budget ${BUDGET} ${verdict(ok)}. ` +
    `Worst TBT ${ms(worst.tbt)} (${worst.tbtPage}); budget ${TBT_BUDGET_MS} ms ${verdict(worst.tbt <= TBT_BUDGET_MS)}. ` +
    `Longest task ${ms(worst.longestTask)} (${worst.taskPage}); budget ${LONG_TASK_BUDGET_MS} ms ${verdict(worst.longestTask <= LONG_TASK_BUDGET_MS)}. ` +
    `Load ${loadavg()[0]!.toFixed(1)}`,
);
if (values.budget && !ok) process.exitCode = 1;
if (failUnder !== undefined && worst.score < failUnder) {
  console.log(`worst score ${worst.score.toFixed(2)} is under --fail-under ${failUnder}`);
  process.exitCode = 1;
}
