// The folder that holds vite.config.ts and index.html, found from this file rather than the working
// directory, so `skinforge build` works from anywhere (`--skins-dir` and `--out` are the
// cwd-relative parts).
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const VITE_CONFIG_FILE = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
export const INDEX_HTML_TEMPLATE = fileURLToPath(new URL('../../index.html', import.meta.url));
/**
 * Where Vite puts the runtime's hashed files (vite.config.ts `build.assetsDir`), inside each skin
 * folder.
 */
export const RUNTIME_ASSETS_DIR = '_app';
