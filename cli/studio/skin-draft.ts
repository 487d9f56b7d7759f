// What the studio holds between the disk and the editor: each file of the skin as it was loaded
// (its base), and the unsaved draft as the texts saving would write, in an overlay the dev server
// validates and serves instead of the disk (cli/dev/skin-dev-plugin.ts). Drafts are written into
// the base texts value by value (./minimal-edit.ts), so undoing every edit gives the file back
// byte for byte and saving changes only what was edited. Saving refuses a file that changed on
// the disk since it was loaded, and never replaces an asset that is already there.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, type Locale } from '../../engine/authoring';
import type { FileChange, SkinDocuments } from '../../studio/api/wire';
import { confinedPath } from './confine-path';
import { isJsonObject, renderJsonFile, type JsonObject } from './json-layout';
import { diffLines } from './line-diff';
import { editJsonText } from './minimal-edit';

export class StaleFilesError extends Error {
  constructor(readonly files: string[]) {
    super(
      `${files.join(', ')} changed on the disk since the studio loaded ${files.length === 1 ? 'it' : 'them'}; nothing was written. Reload to take the disk's version.`,
    );
  }
}

interface TrackedFile {
  /** Inside the skin's folder: `skin.json`, `i18n/en.json`. */
  relative: string;
  absolute: string;
  /** The text as loaded; undefined when the file did not exist. */
  base: string | undefined;
  /** The language of a dictionary. */
  locale?: Locale;
}

export interface SkinDraftOptions {
  skinsDir: string;
  id: string;
  /** Where displayed paths are relative to. */
  cwd: string;
}

const SKIN_FILE = 'skin.json';
const TRACKED: ReadonlyArray<{ relative: string; locale?: Locale }> = [
  { relative: SKIN_FILE },
  ...LOCALES.map((locale) => ({ relative: `i18n/${locale}.json`, locale })),
];

const readOrAbsent = (file: string) => readFile(file, 'utf8').catch(() => undefined);

function parseObject(text: string | undefined, file: string): JsonObject | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file} is not valid JSON (${(error as Error).message}); fix it in a text editor, then reload.`,
      { cause: error },
    );
  }
  if (!isJsonObject(value)) {
    throw new Error(`${file} must hold a JSON object; fix it in a text editor, then reload.`);
  }
  return value;
}

export type SkinDraft = Awaited<ReturnType<typeof createSkinDraft>>;

export async function createSkinDraft({ skinsDir, id, cwd }: SkinDraftOptions) {
  const dir = path.resolve(cwd, skinsDir, id);
  const display = (file: string) => path.relative(cwd, file) || file;
  /** Absolute path → text or bytes saving would write; the dev server reads it too. */
  const overlay = new Map<string, string | Uint8Array>();
  let files: TrackedFile[] = [];

  async function load() {
    files = await Promise.all(
      TRACKED.map(async ({ relative, locale }) => {
        const absolute = path.join(dir, relative);
        return { relative, absolute, locale, base: await readOrAbsent(absolute) };
      }),
    );
    overlay.clear();
  }
  await load();

  const trackedAt = (absolute: string) => files.find((file) => file.absolute === absolute);
  const textOf = (file: TrackedFile) => {
    const drafted = overlay.get(file.absolute);
    return typeof drafted === 'string' ? drafted : file.base;
  };
  const documentsOf = (text: (file: TrackedFile) => string | undefined): SkinDocuments => {
    const documents: SkinDocuments = { skin: {}, dictionaries: {} };
    for (const file of files) {
      const value = parseObject(text(file), display(file.absolute));
      if (file.locale) {
        if (value) documents.dictionaries[file.locale] = value;
      } else {
        documents.skin = value ?? {};
      }
    }
    return documents;
  };

  /** The text the file gets for `value`: its base edited value by value, or a new file. */
  function draftText(file: TrackedFile, value: JsonObject | undefined): string | undefined {
    if (file.base === undefined) {
      return value && Object.keys(value).length > 0 ? renderJsonFile(value) : undefined;
    }
    return editJsonText(file.base, value ?? {}, display(file.absolute));
  }

  /** Files whose disk text is no longer the base they were loaded with. */
  async function staleFiles(): Promise<string[]> {
    const now = await Promise.all(files.map((file) => readOrAbsent(file.absolute)));
    return files
      .filter((file, index) => now[index] !== file.base)
      .map((file) => display(file.absolute));
  }

  /** A name under assets/ that neither the disk nor the draft holds yet (`banner-2.png`). */
  async function freeAssetPath(wanted: string): Promise<string> {
    const { dir: folder, name, ext } = path.posix.parse(wanted);
    for (let attempt = 1; ; attempt += 1) {
      const candidate = `${folder}/${attempt === 1 ? name : `${name}-${attempt}`}${ext}`;
      const absolute = await confinedPath(dir, candidate);
      const onDisk = await readFile(absolute).then(
        () => true,
        () => false,
      );
      if (!onDisk && !overlay.has(absolute)) return candidate;
    }
  }

  /** Writes `content` to `target` through a file beside it, so a reader never sees half of it. */
  async function stage(target: string, content: string | Uint8Array): Promise<string> {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.studio-${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, content);
    return temporary;
  }

  return {
    dir,
    overlay,
    files: () =>
      files.map((file) => ({ relative: file.relative, display: display(file.absolute) })),
    /** The documents as loaded, and as the draft has them. */
    documents: () => ({ base: documentsOf((file) => file.base), draft: documentsOf(textOf) }),

    /**
     * Takes the editor's documents as the draft (a dictionary it leaves out keeps its draft); the
     * overlay then holds only the files that differ from their base. Every text is made before
     * any is taken, so a document that cannot be written changes nothing.
     */
    setDocuments(documents: SkinDocuments) {
      const texts = files.flatMap((file) => {
        const value = file.locale ? documents.dictionaries[file.locale] : documents.skin;
        return value === undefined ? [] : [{ file, text: draftText(file, value) }];
      });
      for (const { file, text } of texts) {
        if (text === file.base || text === undefined) overlay.delete(file.absolute);
        else overlay.set(file.absolute, text);
      }
    },

    /** Puts a checked upload in the draft under a free name; returns its path in the skin. */
    async addAsset(wanted: string, bytes: Uint8Array): Promise<string> {
      const relative = await freeAssetPath(wanted);
      overlay.set(await confinedPath(dir, relative), bytes);
      return relative;
    },

    /**
     * An image as the draft has it (`assets/logo.svg`): an upload of the draft, else the file of the
     * first skin of `lineage` that holds it; undefined for none or a path outside assets/.
     */
    async readAsset(relative: string, lineage: readonly string[]): Promise<Uint8Array | undefined> {
      if (!/^assets\//.test(relative)) return undefined;
      for (const skinId of lineage) {
        const folder = path.resolve(cwd, skinsDir, skinId);
        const absolute = await confinedPath(folder, relative).catch(() => undefined);
        if (!absolute) return undefined;
        const content = overlay.get(absolute) ?? (await readFile(absolute).catch(() => undefined));
        if (content !== undefined) {
          return typeof content === 'string' ? Buffer.from(content) : content;
        }
      }
      return undefined;
    },

    /** Uploaded assets of the draft, as paths in the skin (`assets/banner.png`). */
    draftAssets: () =>
      [...overlay.keys()]
        .filter((file) => !trackedAt(file))
        .map((file) => path.relative(dir, file).split(path.sep).join('/')),

    /** What saving would write: a diff per text file, and the assets `referenced` names. */
    changes(referenced: ReadonlySet<string>): FileChange[] {
      return [...overlay.entries()].flatMap(([absolute, content]): FileChange[] => {
        const file = trackedAt(absolute);
        if (file) {
          return [
            { file: display(absolute), hunks: diffLines(file.base ?? '', content as string) },
          ];
        }
        return referenced.has(absolute)
          ? [{ file: display(absolute), hunks: [], binary: true }]
          : [];
      });
    },

    staleFiles,

    /**
     * Writes the draft: the text files that differ and the uploaded assets `referenced` names.
     * Refuses (StaleFilesError) when a file changed on the disk since it was loaded, and an asset
     * whose name was taken meanwhile; in both cases nothing is written. Returns what it wrote.
     */
    async save(referenced: ReadonlySet<string>): Promise<string[]> {
      const stale = await staleFiles();
      if (stale.length > 0) throw new StaleFilesError(stale);
      const writes = [...overlay.entries()].filter(
        ([absolute]) => trackedAt(absolute) || referenced.has(absolute),
      );
      for (const [absolute] of writes) await confinedPath(dir, path.relative(dir, absolute));
      const staged = await Promise.all(
        writes.map(([absolute, content]) => stage(absolute, content)),
      );
      const texts = writes.flatMap(([absolute], index) =>
        trackedAt(absolute) ? [{ absolute, temporary: staged[index]! }] : [],
      );
      const assets = writes.flatMap(([absolute], index) =>
        trackedAt(absolute) ? [] : [{ absolute, temporary: staged[index]! }],
      );
      const linked: string[] = [];
      try {
        // Assets first, each only where no file is (a link fails on a taken name, and then the
        // ones linked before it go again); texts then replace their files whole.
        for (const { absolute, temporary } of assets) {
          await link(temporary, absolute).catch((error: NodeJS.ErrnoException) => {
            throw error.code === 'EEXIST' ? new StaleFilesError([display(absolute)]) : error;
          });
          linked.push(absolute);
        }
        for (const { absolute, temporary } of texts) await rename(temporary, absolute);
      } catch (error) {
        await Promise.all(linked.map((absolute) => rm(absolute, { force: true })));
        throw error;
      } finally {
        await Promise.all(staged.map((temporary) => rm(temporary, { force: true })));
      }
      for (const [absolute, content] of writes) {
        const file = trackedAt(absolute);
        if (file) file.base = content as string;
        overlay.delete(absolute);
      }
      return writes.map(([absolute]) => display(absolute));
    },

    /** Drops the draft and loads every file from the disk again. */
    reload: load,
  };
}
