// Prints the gzipped size of each built skin's initial JavaScript (module script plus
// modulepreloads) against its budget (INITIAL_JS_BUDGET_BYTES in cli/build/initial-js.ts,
// ARCHITECTURE.md "Budgets"), and exits non-zero when a skin is over it:
// the size is deterministic, so unlike time it may fail a run.
//   npx tsx bench/bundle.ts [ids…] [--out dist]     (after `npx skinforge build`)
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  INITIAL_JS_BUDGET_BYTES,
  formatKb,
  measureBootChunk,
  measureInitialJs,
} from '../cli/build/initial-js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: 'dist' } },
});
const outDir = path.resolve(values.out);

async function builtSkinIds(): Promise<string[]> {
  const entries = await readdir(outDir, { withFileTypes: true });
  const ids: string[] = [];
  for (const entry of entries) {
    const index = path.join(outDir, entry.name, 'index.html');
    if (entry.isDirectory() && (await stat(index).catch(() => null))) ids.push(entry.name);
  }
  return ids.sort();
}

const ids = positionals.length > 0 ? positionals : await builtSkinIds();
if (ids.length === 0) {
  console.error(`No built skins in ${outDir}: run \`npx skinforge build --all\` first.`);
  process.exit(1);
}

let over = 0;
for (const id of ids) {
  const initial = await measureInitialJs(path.join(outDir, id));
  const ok = initial.gzipBytes <= INITIAL_JS_BUDGET_BYTES;
  if (!ok) over += 1;
  console.log(
    `${id}: initial JS ${formatKb(initial.gzipBytes)} gzipped (${formatKb(initial.bytes)} raw, ${initial.files.length} files); ` +
      `budget ${formatKb(INITIAL_JS_BUDGET_BYTES)} ${ok ? 'ok' : 'EXCEEDED'}`,
  );
  for (const file of initial.files) console.log(`  ${file.url}  ${formatKb(file.gzipBytes)}`);
  const boot = await measureBootChunk(path.join(outDir, id), initial);
  if (boot) {
    console.log(
      `  then, beside the permission call: the player site, ${boot.files.length} files, ` +
        `${formatKb(boot.gzipBytes)} (the home's JavaScript in all ${formatKb(initial.gzipBytes + boot.gzipBytes)})`,
    );
  }
}
process.exitCode = over > 0 ? 1 : 0;
