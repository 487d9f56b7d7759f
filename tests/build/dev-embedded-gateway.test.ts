// `skinforge dev` without --api runs the reference gateway embedded and proxies its prefixes, its
// dev routes and its socket on the dev server's own origin, as a deployed site would have them.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHash } from '../../cli/build/security-headers';
import { startDevServer, type RunningDevServer } from '../../cli/dev/start-dev-server';
import { createTempWorkspace, type TempWorkspace } from './support/temp-skins';

let workspace: TempWorkspace;
let server: RunningDevServer;

beforeAll(async () => {
  workspace = await createTempWorkspace('dev-gateway');
  server = await startDevServer({
    id: 'default',
    skinsDir: workspace.skinsDir,
    cwd: workspace.dir,
    port: 0,
    log: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await workspace?.remove();
});

describe('skinforge dev with the embedded gateway', () => {
  it('answers gateway actions and dev routes on the dev origin', async () => {
    const captcha = await fetch(new URL('/wps/captcha', server.url));
    expect(captcha.status).toBe(200);
    const { value } = (await captcha.json()) as { value: { captchaKey: string } };

    const outbox = await fetch(
      new URL(`/__dev/outbox?kind=captcha&to=${value.captchaKey}`, server.url),
    );
    expect(((await outbox.json()) as { value: { list: unknown[] } }).value.list).toHaveLength(1);
  });

  it('proxies the gateway socket at /ws', async () => {
    // A bare WebSocket handshake: the gateway (through Vite's proxy) answers 101 Switching
    // Protocols.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const handshake = request(new URL('/ws', server.url), {
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      handshake.on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode);
      });
      handshake.on('response', (response) => resolve(response.statusCode));
      handshake.on('error', reject);
      handshake.end();
    });
    expect(status).toBe(101);
  });

  it("serves the page with the skin's security headers, allowing Vite's inline preamble by its hash", async () => {
    for (const route of ['/', '/member']) {
      const page = await fetch(new URL(route, server.url), { headers: { Accept: 'text/html' } });
      const html = await page.text();
      const preamble = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(preamble, route).toContain('injectIntoGlobalHook');
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy, route).toContain(`script-src 'self' ${scriptHash(preamble!)};`);
      expect(policy, route).toContain('trusted-types skinforge-html');
      expect(page.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(html, route).toContain('<div id="root">');
    }
  });
});
