// The editor's calls to its server (cli/studio/studio-api.ts). The page's cookie carries the run's
// token; an answer that is not the shape asked for comes back as an error with the server's words.
import {
  STUDIO_API_PATH,
  type DraftStatus,
  type ErrorAnswer,
  type SaveAnswer,
  type SkinDocuments,
  type StudioState,
  type UploadAnswer,
} from './wire';

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; error: ErrorAnswer };

async function call<T>(route: string, init: RequestInit = {}): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(`${STUDIO_API_PATH}${route}`, { credentials: 'same-origin', ...init });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      error: { error: `the studio's server did not answer (${(error as Error).message})` },
    };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = { error: text.trim() || `HTTP ${response.status}` };
  }
  return response.ok
    ? { ok: true, value: body as T }
    : { ok: false, status: response.status, error: body as ErrorAnswer };
}

const postJson = (value: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(value),
});

export const studioClient = {
  state: () => call<StudioState>('state'),
  draft: (documents: SkinDocuments) => call<DraftStatus>('draft', postJson(documents)),
  upload: (file: File) =>
    call<UploadAnswer>(`assets?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file,
    }),
  save: () => call<SaveAnswer>('save', { method: 'POST' }),
  reload: () => call<StudioState>('reload', { method: 'POST' }),
};
