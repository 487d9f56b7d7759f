// Skins from the disk: the one way the CLI (validate, build, dev, preview) and the gateway (its
// merchants) read a skin folder. The engine does the work (engine/authoring resolveSkin); this file
// only reads files, answers "does this asset exist", and turns paths into what the operator types
// (`skins/acme/…`).
import {
  closeSync,
  existsSync,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  formatIssue,
  IMAGE_HEAD_BYTES,
  LOCALES,
  resolveSkin,
  type AssetFacts,
  type AssetReader,
  type Dictionaries,
  type ResolvedSkin,
  type SkinIssue,
  type SkinLayer,
  type SkinReader,
  type SkinSource,
} from '../engine/authoring';

export { formatIssue };

/** One asset file a built skin ships. */
export interface LoadedAsset {
  /** Path inside the site, as the skin names it: `assets/logo.svg`. */
  sitePath: string;
  /**
   * Absolute path of the file, in the folder of the skin that provides it (a parent's, when
   * inherited).
   */
  source: string;
  /** The skin whose folder holds it. */
  skinId: string;
}

export interface LoadedSkin {
  id: string;
  /** Absolute path of the skin's folder. */
  dir: string;
  /** The resolved skin; undefined when any issue is an error. */
  resolved?: ResolvedSkin;
  /** The `extends` chain as far as it could be followed, the skin itself first. */
  lineage: string[];
  /** The chain's parsed skin.json files, the skin itself first (where each value was written). */
  layers: readonly SkinLayer[];
  /** Fully layered per language: engine catalogue → parent skins → skin. */
  dictionaries: Dictionaries;
  /** Every asset the resolved skin names, sorted by sitePath (empty when the skin has errors). */
  assets: LoadedAsset[];
  /** Absolute paths of every file read (skin.json and dictionaries of each layer), for watchers. */
  files: string[];
  /** Errors and warnings, every one at once; `formatIssue` prints one. */
  issues: SkinIssue[];
}

export interface LoadOptions {
  /** Where displayed paths are relative to (default: the process's working directory). */
  cwd?: string;
  /**
   * Files read from here instead of the disk, by absolute path: an editor's unsaved draft
   * (`skinforge studio`) is validated and served exactly as the disk's files would be.
   */
  overlay?: FileOverlay;
}

/** Absolute path → content of a file that is not (yet) on the disk as it reads. */
export type FileOverlay = ReadonlyMap<string, string | Uint8Array>;

const SKIN_FILE = 'skin.json';

/** Folder names that hold a skin.json, sorted; folders starting with a dot are never skins. */
export async function listSkinIds(skinsDir: string): Promise<string[]> {
  const entries = await readdir(skinsDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !entry.name.startsWith('.') &&
        existsSync(path.join(skinsDir, entry.name, SKIN_FILE)),
    )
    .map((entry) => entry.name)
    .sort();
}

/** How one load reaches files: the disk, under an overlay when one is given. */
interface FileAccess {
  readText(file: string): string | undefined;
  isFile(file: string): boolean;
  /** An image's size and first bytes (an unsaved upload's from the overlay). */
  readAssetFacts(file: string): AssetFacts | undefined;
}

function fileAccess(overlay: FileOverlay | undefined): FileAccess {
  const fromOverlay = (file: string) => {
    const content = overlay?.get(file);
    return typeof content === 'string' || content === undefined
      ? content
      : new TextDecoder().decode(content);
  };
  return {
    readText: (file) => fromOverlay(file) ?? readDiskText(file),
    isFile: (file) => Boolean(overlay?.has(file)) || isDiskFile(file),
    readAssetFacts: (file) => {
      const content = overlay?.get(file);
      if (content === undefined) return readAssetFacts(file);
      const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
      return { size: bytes.length, head: bytes.subarray(0, IMAGE_HEAD_BYTES) };
    },
  };
}

function readDiskText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Reads a skin folder once however many skins extend it: the engine parses each source it is handed
 * once, so skins loaded together share their parents' parsed layers.
 */
function createReader(skinsDir: string, cwd: string, files: FileAccess): SkinReader {
  const sources = new Map<string, SkinSource | undefined>();
  const read = readerOf(skinsDir, cwd, files);
  return (id) => {
    if (!sources.has(id)) sources.set(id, read(id));
    return sources.get(id);
  };
}

function readerOf(skinsDir: string, cwd: string, { readText }: FileAccess): SkinReader {
  const display = (file: string) => path.relative(cwd, file) || file;
  return (id: string): SkinSource | undefined => {
    if (!/^[a-z0-9-]+$/.test(id)) return undefined; // never read outside skinsDir
    const dir = path.join(skinsDir, id);
    const text = readText(path.join(dir, SKIN_FILE));
    if (text === undefined) return undefined;
    const dictionaries: SkinSource['dictionaries'] = {};
    for (const locale of LOCALES) {
      const file = path.join(dir, 'i18n', `${locale}.json`);
      const dictionary = readText(file);
      if (dictionary !== undefined) {
        dictionaries[locale] = { file: display(file), text: dictionary };
      }
    }
    return { file: display(path.join(dir, SKIN_FILE)), text, dictionaries };
  };
}

/** Merchant code → the skins whose own skin.json sets it (unparseable files are skipped here). */
function merchantCodesOf(
  skinsDir: string,
  ids: readonly string[],
  { readText }: FileAccess,
): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const id of ids) {
    try {
      const code: unknown = JSON.parse(
        readText(path.join(skinsDir, id, SKIN_FILE)) ?? '{}',
      ).merchantCode;
      if (typeof code === 'string') codes.set(code, [...(codes.get(code) ?? []), id]);
    } catch {
      // The skin's own validation reports the syntax error.
    }
  }
  return codes;
}

function isDiskFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** An image's size and first bytes, for the format and size checks; undefined when it is no file. */
function readAssetFacts(file: string): AssetFacts | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const stats = fstatSync(fd);
    if (!stats.isFile()) return undefined;
    const head = new Uint8Array(Math.min(IMAGE_HEAD_BYTES, stats.size));
    readSync(fd, head, 0, head.length, 0);
    return { size: stats.size, head };
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** What every skin of a folder is checked against: the other skins' ids and merchant codes. */
interface FolderContext {
  root: string;
  cwd: string;
  knownIds: string[];
  merchantCodes: Map<string, string[]>;
  read: SkinReader;
  /** Each image read once however many skins name it (a parent's logo, for its children). */
  readAsset: AssetReader;
  isFile: (file: string) => boolean;
}

function createAssetReader(root: string, files: FileAccess): AssetReader {
  const facts = new Map<string, AssetFacts | undefined>();
  return (skinId, file) => {
    const key = path.join(root, skinId, file);
    if (!facts.has(key)) facts.set(key, files.readAssetFacts(key));
    return facts.get(key);
  };
}

async function folderContext(skinsDir: string, options: LoadOptions): Promise<FolderContext> {
  const cwd = options.cwd ?? process.cwd();
  const root = path.resolve(cwd, skinsDir);
  const knownIds = await listSkinIds(root);
  const files = fileAccess(options.overlay);
  return {
    root,
    cwd,
    knownIds,
    merchantCodes: merchantCodesOf(root, knownIds, files),
    read: createReader(root, cwd, files),
    readAsset: createAssetReader(root, files),
    isFile: files.isFile,
  };
}

export async function loadSkin(
  skinsDir: string,
  id: string,
  options: LoadOptions = {},
): Promise<LoadedSkin> {
  return loadFromFolder(await folderContext(skinsDir, options), id);
}

/**
 * Several skins of one folder, reading the folder's ids and merchant codes once (validate --all, build).
 */
export async function loadSkins(
  skinsDir: string,
  ids: readonly string[],
  options: LoadOptions = {},
): Promise<LoadedSkin[]> {
  const context = await folderContext(skinsDir, options);
  return ids.map((id) => loadFromFolder(context, id));
}

function loadFromFolder(
  { root, cwd, knownIds, merchantCodes, read, readAsset, isFile }: FolderContext,
  id: string,
): LoadedSkin {
  const resolution = resolveSkin({
    id,
    read,
    exists: (skinId, file) => isFile(path.join(root, skinId, file)),
    readAsset,
    knownIds,
    merchantCodes,
  });
  if (
    resolution.lineage.length === 0 &&
    resolution.issues.length === 1 &&
    resolution.issues[0].code === 'extends/unknown-skin'
  ) {
    resolution.issues[0].file = path.relative(cwd, path.join(root, id, SKIN_FILE));
  }
  const assets = resolution.resolved
    ? resolution.assets
        .map((asset) => ({
          sitePath: asset.path,
          source: path.join(root, asset.skinId, asset.path),
          skinId: asset.skinId,
        }))
        .sort((a, b) => a.sitePath.localeCompare(b.sitePath))
    : [];
  return {
    id,
    dir: path.join(root, id),
    resolved: resolution.resolved,
    lineage: resolution.lineage,
    layers: resolution.layers,
    dictionaries: resolution.dictionaries,
    assets,
    files: resolution.files.map((file) => path.resolve(cwd, file)),
    issues: resolution.issues,
  };
}
