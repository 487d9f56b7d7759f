// Which skins the e2e matrix covers, and where each one's preview listens. Read by
// playwright.config.ts (one project and one `skinforge preview` per skin) and by the fixtures.
//
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where `npm run test:e2e` built the skins (`skinforge build --all --out <this>`). */
export const E2E_OUT_DIR = process.env.SKINFORGE_OUT ?? 'dist';
/**
 * Skin-independent specs (tests/e2e/once/) run against this skin only, when it is in the matrix.
 */
export const ONCE_SKIN = 'default';
const FIRST_PORT = Number(process.env.SKINFORGE_E2E_PORT ?? 4400);

export interface E2eSkin {
  id: string;
  port: number;
  baseURL: string;
}

function listSkinIdsWithCli(): string[] {
  const output = execFileSync(process.execPath, ['bin/skinforge.js', 'list', '--json'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  return (JSON.parse(output) as Array<{ id: string }>).map((skin) => skin.id);
}

export function e2eSkins(): E2eSkin[] {
  const fromEnv = process.env.SKINFORGE_E2E_SKINS?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const ids = fromEnv?.length ? fromEnv : listSkinIdsWithCli();
  process.env.SKINFORGE_E2E_SKINS = ids.join(',');
  return ids.map((id, index) => {
    const port = FIRST_PORT + index;
    return { id, port, baseURL: `http://127.0.0.1:${port}` };
  });
}
