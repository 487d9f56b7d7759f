// `npm run test:e2e`: build every skin into a folder of this run's own, then run the Playwright
// matrix against it on ports of its own. Two runs on one machine (two engineers, or a dev server
// beside CI) then never serve each other's build or reuse each other's preview servers (whose
// gateways hold state). SKINFORGE_OUT and SKINFORGE_E2E_PORT still pin both when set. Extra
// arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';

const ownOut = !process.env.SKINFORGE_OUT;
const out = process.env.SKINFORGE_OUT ?? mkdtempSync('.skinforge-e2e-');
// A random base in a range no service here uses; each skin takes the next port.
const port = process.env.SKINFORGE_E2E_PORT ?? String(20_000 + Math.floor(Math.random() * 20_000));
const env = { ...process.env, SKINFORGE_OUT: out, SKINFORGE_E2E_PORT: port };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

let code = run(process.execPath, ['bin/skinforge.js', 'build', '--all', '--out', out]);
if (code === 0) code = run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
if (ownOut) rmSync(out, { recursive: true, force: true });
process.exit(code);
