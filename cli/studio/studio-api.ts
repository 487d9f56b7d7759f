// The studio's API (studio/api/wire.ts has its shapes): each route names what it does and hands
// over to the draft (./skin-draft.ts) and to the dev server's skin plugin, which validates the
// draft with the engine's own pipeline — the load `skinforge validate` runs — and shows it in the
// preview. Requests that change something run one at a time, in order.
import type { IncomingMessage } from 'node:http';
import { hasErrors, LOCALES, type Locale } from '../../engine/authoring';
import type { LoadedSkin } from '../../loader/skin-loader';
import type {
  DraftStatus,
  ErrorAnswer,
  SaveAnswer,
  SkinDocuments,
  StudioState,
  UploadAnswer,
} from '../../studio/api/wire';
import { contentTypeOf } from '../build/skin-files';
import type { SkinDevApi } from '../dev/skin-dev-plugin';
import { checkUpload, MAX_ASSET_BYTES, oversizeMessage } from './asset-upload';
import { OutsideSkinError } from './confine-path';
import { BodyTooLargeError, readBody } from './http-exchange';
import { isJsonObject } from './json-layout';
import { chainAssets, parentLayers } from './parent-layers';
import { skinSchemaTree } from './schema-tree';
import { StaleFilesError, type SkinDraft } from './skin-draft';

export interface StudioApiContext {
  id: string;
  /** Absolute. */
  skinsDir: string;
  draft: SkinDraft;
  /** The dev server's skin plugin: loads the skin under the draft and shows it. */
  skin: () => SkinDevApi;
}

export interface StudioAnswer {
  status: number;
  body: StudioState | DraftStatus | SaveAnswer | UploadAnswer | ErrorAnswer;
  /** An image instead of JSON. */
  file?: { bytes: Uint8Array; contentType: string };
}

type Route = (request: IncomingMessage, query: URLSearchParams) => Promise<StudioAnswer>;

/** A draft is a few skin files: far below this. */
const MAX_DOCUMENTS_BYTES = 1024 * 1024;

const failure = (status: number, error: string, more: Omit<ErrorAnswer, 'error'> = {}) => ({
  status,
  body: { error, ...more },
});

function isDocuments(value: unknown): value is SkinDocuments {
  if (!isJsonObject(value) || !isJsonObject(value.skin) || !isJsonObject(value.dictionaries)) {
    return false;
  }
  return Object.entries(value.dictionaries).every(
    ([locale, dictionary]) => LOCALES.includes(locale as Locale) && isJsonObject(dictionary),
  );
}

export function createStudioApi({ id, skinsDir, draft, skin }: StudioApiContext) {
  /** The `extends` chain as the latest load followed it. */
  let lineage = [id];

  /** What the editor shows after every step: the engine's verdict and what saving would write. */
  async function status(loaded: LoadedSkin): Promise<DraftStatus> {
    lineage = loaded.lineage.length > 0 ? loaded.lineage : [id];
    const referenced = new Set(loaded.assets.map((asset) => asset.source));
    return {
      issues: loaded.issues,
      valid: Boolean(loaded.resolved) && !hasErrors(loaded.issues),
      changes: draft.changes(referenced),
      stale: await draft.staleFiles(),
    };
  }

  async function state(): Promise<StudioAnswer> {
    const loaded = await skin().reload();
    let documents: Pick<StudioState, 'draft' | 'documentError'>;
    try {
      documents = { draft: draft.documents().draft };
    } catch (error) {
      documents = { documentError: (error as Error).message };
    }
    const body: StudioState = {
      id,
      lineage: loaded.lineage,
      files: draft.files(),
      schema: skinSchemaTree(),
      ...documents,
      parents: await parentLayers(skinsDir, loaded.lineage.slice(1)),
      assets: [
        ...new Set([...(await chainAssets(skinsDir, loaded.lineage)), ...draft.draftAssets()]),
      ].sort(),
      ...(await status(loaded)),
    };
    return { status: 200, body };
  }

  const routes: Record<string, Route> = {
    'GET state': () => state(),

    /** The editor's documents become the draft; answers the engine's verdict on them. */
    'POST draft': async (request) => {
      let documents: unknown;
      try {
        documents = JSON.parse((await readBody(request, MAX_DOCUMENTS_BYTES)).toString('utf8'));
      } catch (error) {
        return failure(400, `The draft is not JSON: ${(error as Error).message}`);
      }
      if (!isDocuments(documents)) {
        return failure(
          400,
          `The draft must be { "skin": {…}, "dictionaries": { ${LOCALES.map((locale) => `"${locale}"?: {…}`).join(', ')} } } (got ${JSON.stringify(documents).slice(0, 80)}).`,
        );
      }
      try {
        draft.setDocuments(documents);
      } catch (error) {
        return failure(409, (error as Error).message);
      }
      return { status: 200, body: await status(await skin().reload()) };
    },

    /** An image as the draft has it (the editor's thumbnails), valid draft or not. */
    'GET asset': async (_request, query) => {
      const relative = query.get('path') ?? '';
      const bytes = await draft.readAsset(relative, lineage);
      if (!bytes) return failure(404, `The skin has no image "${relative}".`);
      return {
        status: 200,
        body: { path: relative },
        file: { bytes, contentType: contentTypeOf(relative) },
      };
    },

    /** An image joins the draft under assets/ once its bytes pass the checks. */
    'POST assets': async (request, query) => {
      const name = query.get('name') ?? 'image';
      const bytes = await readBody(request, MAX_ASSET_BYTES).catch((error: unknown) => {
        if (error instanceof BodyTooLargeError) return undefined;
        throw error;
      });
      if (!bytes) return failure(413, oversizeMessage(name));
      const check = checkUpload(name, bytes);
      if (!check.ok) return failure(check.status, check.message);
      return { status: 201, body: { path: await draft.addAsset(check.path, bytes) } };
    },

    /** Writes the draft when the engine finds no error in it and no file changed on the disk. */
    'POST save': async () => {
      const loaded = await skin().reload();
      const before = await status(loaded);
      if (!before.valid) {
        const errors = before.issues.filter((issue) => issue.severity === 'error').length;
        return failure(
          422,
          `The draft has ${errors} error${errors === 1 ? '' : 's'}; nothing was written. Fix ${errors === 1 ? 'it' : 'them'} first.`,
          { issues: before.issues },
        );
      }
      const referenced = new Set(loaded.assets.map((asset) => asset.source));
      const written = await draft.save(referenced);
      return { status: 200, body: { written, ...(await status(await skin().reload())) } };
    },

    /** Drops the draft and loads the files from the disk again. */
    'POST reload': async () => {
      await draft.reload();
      return state();
    },
  };

  let queue: Promise<unknown> = Promise.resolve();

  /** Answers `method` on `route` (the path after the API's prefix), or undefined if none. */
  function handle(
    method: string,
    route: string,
    request: IncomingMessage,
    query: URLSearchParams,
  ): Promise<StudioAnswer> | undefined {
    const handler = routes[`${method} ${route}`];
    if (!handler) return undefined;
    const answer = queue.then(() => handler(request, query)).catch(answerForError);
    queue = answer;
    return answer;
  }

  return { handle };
}

function answerForError(error: unknown): StudioAnswer {
  if (error instanceof StaleFilesError) return failure(409, error.message, { stale: error.files });
  if (error instanceof OutsideSkinError) return failure(403, error.message);
  if (error instanceof BodyTooLargeError) return failure(413, error.message);
  return failure(500, `The studio could not do that: ${(error as Error).message ?? String(error)}`);
}
