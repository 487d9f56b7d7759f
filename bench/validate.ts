// Prints what `validate` costs per skin over 200 generated skins, after start-up (ARCHITECTURE.md
// "Budgets": under 10 ms per skin). Reported, never asserted: wall-clock belongs in benches, not
// tests. Run: npx tsx bench/validate.ts
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CATEGORIES } from '../engine';
import { loadSkin, loadSkins } from '../loader/skin-loader';

const COUNT = 200;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function hex(seed: number): string {
  return `#${((seed * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`;
}

/**
 * Skin number i: every third extends the shipped default, the rest stand alone with their own
 * choices.
 */
function generatedSkin(index: number): Record<string, unknown> {
  const id = `bench-${String(index).padStart(3, '0')}`;
  const categories = CATEGORIES.filter((_, position) => (index + position) % 3 !== 0);
  const base = { $schema: '../../schemas/skin.schema.json', id, merchantCode: `BENCH${index}` };
  if (index % 3 === 0) {
    return {
      ...base,
      extends: 'default',
      brand: { name: `Bench ${index}` },
      ageGate: { minimumAge: index % 2 ? 21 : 18 },
    };
  }
  return {
    ...base,
    brand: { name: `Bench ${index}`, title: `Bench ${index}`, themeColor: hex(index) },
    locales:
      index % 2
        ? { default: 'en', supported: ['en', 'pt'] }
        : { default: 'pt', supported: ['pt', 'en'] },
    categories,
    home: { sections: ['RECENT', 'HOT', ...categories.slice(0, 4)] },
    banners: {
      w_home: [
        { image: 'assets/logo.svg', alt: 'Welcome', link: { type: 'route', to: '/promotions' } },
        {
          image: 'assets/favicon.svg',
          alt: 'Play',
          link: { type: 'url', href: 'https://example.com/play' },
        },
      ],
    },
    links: { social: [{ network: 'instagram', url: `https://instagram.com/bench${index}` }] },
  };
}

async function main(): Promise<void> {
  const workspace = await mkdtemp(path.join(tmpdir(), 'skinforge-bench-'));
  const skinsDir = path.join(workspace, 'skins');
  try {
    await cp(path.join(ROOT, 'skins/default'), path.join(skinsDir, 'default'), { recursive: true });
    const logo = await readFile(path.join(ROOT, 'skins/default/assets/logo.svg'));
    const ids: string[] = [];
    for (let index = 0; index < COUNT; index += 1) {
      const skin = generatedSkin(index);
      const dir = path.join(skinsDir, String(skin.id));
      await mkdir(path.join(dir, 'assets'), { recursive: true });
      await mkdir(path.join(dir, 'i18n'), { recursive: true });
      await writeFile(path.join(dir, 'skin.json'), JSON.stringify(skin, null, 2));
      await writeFile(
        path.join(dir, 'i18n/pt.json'),
        JSON.stringify({ 'footer.terms': `Termos ${index}` }),
      );
      await writeFile(
        path.join(dir, 'i18n/en.json'),
        JSON.stringify({ 'footer.terms': `Terms ${index}` }),
      );
      await writeFile(path.join(dir, 'assets/logo.svg'), logo);
      await writeFile(path.join(dir, 'assets/favicon.svg'), logo);
      ids.push(String(skin.id));
    }

    const startUp = performance.now();
    await loadSkin(skinsDir, 'default', { cwd: workspace }); // compiles the schema once
    const startUpMs = performance.now() - startUp;

    // As `validate --all` does it: the folder's ids and merchant codes read once, then each skin.
    const started = performance.now();
    const invalid = (await loadSkins(skinsDir, ids, { cwd: workspace })).filter(
      (skin) => !skin.resolved,
    ).length;
    const totalMs = performance.now() - started;

    console.log(
      `validate: ${COUNT} generated skins (${invalid} invalid) in ${totalMs.toFixed(0)} ms after a ${startUpMs.toFixed(0)} ms start-up`,
    );
    console.log(
      `validate: ${(totalMs / COUNT).toFixed(2)} ms per skin (budget 10 ms) — reading files, resolving extends, schema, rules, dictionaries`,
    );
    if (invalid > 0) process.exitCode = 1;
  } finally {
    await rm(workspace, { recursive: true, force: true });
  }
}

await main();
