// `skinforge studio`'s server over HTTP (cli/studio/): the guard in front of everything, the draft
// validated by the engine, a save refused while the draft has an error, uploads checked, and
// sockets refused without the token. The preview's gateway is an address nothing answers at
// (`--api`), so no gateway starts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startStudio, type RunningStudio } from '../../cli/studio/start-studio';
import type { ResolvedSkin } from '../../engine';
import type { DraftStatus, JsonObject, StudioState } from '../../studio/api/wire';
import { tempProjectOutsideTest } from './studio-temp';

const TOKEN = 'a-fixed-token-for-this-test';
let studio: RunningStudio;
let cwd: string;
let cookie: string;
const skinFile = () => path.join(cwd, 'skins', 'default', 'skin.json');
const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3,
]);

const api = (route: string, init: RequestInit = {}) =>
  fetch(`${studio.siteUrl}__studio/api/${route}`, {
    ...init,
    redirect: 'manual',
    headers: { cookie, ...init.headers },
  });
const postJson = (route: string, value: unknown) =>
  api(route, {
    method: 'POST',
    body: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  });

beforeAll(async () => {
  cwd = await tempProjectOutsideTest();
  studio = await startStudio({
    id: 'default',
    skinsDir: path.join(cwd, 'skins'),
    cwd,
    port: 0,
    api: 'http://127.0.0.1:9',
    log: () => undefined,
    token: TOKEN,
  });
  const entry = await fetch(studio.url, { redirect: 'manual' });
  expect(entry.status).toBe(303);
  expect(entry.headers.get('location')).toBe('/__studio/');
  cookie = entry.headers.get('set-cookie')!.split(';')[0]!;
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

describe('the studio server', () => {
  it('prints an address on 127.0.0.1 that carries the token', () => {
    expect(studio.url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/__studio/\\?token=${TOKEN}$`),
    );
  });

  it('answers 403 to a request without the token, to the site and the API alike', async () => {
    for (const address of [`${studio.siteUrl}`, `${studio.siteUrl}__studio/api/state`]) {
      const answer = await fetch(address);
      expect(answer.status, address).toBe(403);
      expect(await answer.text()).toBe(
        'Forbidden: the request carries no valid studio token. Open the address `skinforge studio` printed: it carries the token of this run.\n',
      );
    }
    const foreign = await api('save', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:1' },
    });
    expect(foreign.status).toBe(403);
  });

  it('refuses a socket without the token', async () => {
    const address = studio.siteUrl.replace(/^http/, 'ws');
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(address, 'vite-hmr');
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it('hands the editor the schema, the documents and the engine verdict', async () => {
    const answer = await api('state');
    expect(answer.status).toBe(200);
    const state = (await answer.json()) as StudioState;
    expect(state.lineage).toEqual(['default']);
    expect(
      state.schema.properties?.theme?.properties?.tokens?.properties?.dark?.properties?.primary,
    ).toMatchObject({
      'x-def': 'colour',
      default: '#f5b82e',
    });
    expect(state.draft?.skin).toMatchObject({ id: 'default' });
    expect(state.valid).toBe(true);
    expect(state.assets).toContain('assets/logo.svg');
  });

  it('validates each draft with the engine, and refuses to save one with an error', async () => {
    const state = (await (await api('state')).json()) as StudioState;
    const before = await readFile(skinFile(), 'utf8');
    const skin = structuredClone(state.draft!.skin) as unknown as ResolvedSkin & JsonObject;
    skin.theme.tokens.dark.primary = 'blue';
    const draft = await postJson('draft', { skin, dictionaries: state.draft!.dictionaries });
    const status = (await draft.json()) as DraftStatus;
    expect(status.valid).toBe(false);
    expect(status.issues).toContainEqual(
      expect.objectContaining({
        pointer: '/theme/tokens/dark/primary',
        message: 'must be a #rrggbb colour',
        found: '"blue"',
      }),
    );
    const save = await api('save', { method: 'POST' });
    expect(save.status).toBe(422);
    expect(await save.json()).toMatchObject({
      error: 'The draft has 1 error; nothing was written. Fix it first.',
    });
    expect(await readFile(skinFile(), 'utf8')).toBe(before);

    skin.theme.tokens.dark.primary = '#ff7a00';
    await postJson('draft', { skin, dictionaries: state.draft!.dictionaries });
    const saved = await api('save', { method: 'POST' });
    expect(saved.status).toBe(200);
    expect(await readFile(skinFile(), 'utf8')).toBe(before.replace('"#f5b82e"', '"#ff7a00"'));
  });

  it('refuses a draft that is not the documents it edits', async () => {
    const answer = await postJson('draft', { skin: [] });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error:
        'The draft must be { "skin": {…}, "dictionaries": { "pt"?: {…}, "en"?: {…} } } (got {"skin":[]}).',
    });
  });

  it('takes an image upload into assets/ by its bytes, whatever path its name carries', async () => {
    const upload = (name: string, body: Uint8Array<ArrayBuffer>) =>
      api(`assets?name=${encodeURIComponent(name)}`, { method: 'POST', body: new Blob([body]) });
    const taken = await upload('../../../evil.png', PNG);
    expect(taken.status).toBe(201);
    expect(await taken.json()).toEqual({ path: 'assets/evil.png' });
    const thumbnail = await api('asset?path=assets/evil.png');
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await thumbnail.arrayBuffer())).toEqual(PNG);
    expect((await api('asset?path=../skin.json')).status).toBe(404);

    const refused = await upload('page.png', new TextEncoder().encode('<html>'));
    expect(refused.status).toBe(400);
    expect((await upload('huge.png', new Uint8Array(3 * 1024 * 1024))).status).toBe(413);
  });
});
