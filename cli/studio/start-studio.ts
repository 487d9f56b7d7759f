// `skinforge studio`: the skin's dev server (cli/dev/, with the reference gateway embedded unless
// `--api`) serving the draft instead of the disk and handing each valid draft to the open preview,
// with the studio's editor and API beside the site on the same origin.
import { randomBytes } from 'node:crypto';
import { STUDIO_PATH } from '../../studio/api/wire';
import { startDevServer, type DevServerOptions } from '../dev/start-dev-server';
import { createSkinDraft } from './skin-draft';
import { studioPlugin } from './studio-plugin';

export interface StudioOptions extends Pick<
  DevServerOptions,
  'id' | 'cwd' | 'port' | 'api' | 'log'
> {
  /** Absolute. */
  skinsDir: string;
  /** The per-run secret; a fresh random one unless a test fixes it. */
  token?: string;
}

export interface RunningStudio {
  /** The editor's address with the token: the one way in. */
  url: string;
  /** The site's address (it answers only a browser that opened `url`). */
  siteUrl: string;
  gatewayUrl: string;
  close(): Promise<void>;
}

export async function startStudio(options: StudioOptions): Promise<RunningStudio> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const draft = await createSkinDraft(options);
  const server = await startDevServer({
    ...options,
    skin: { overlay: draft.overlay, live: true, frameAncestors: ["'self'"] },
    plugins: [studioPlugin({ id: options.id, skinsDir: options.skinsDir, draft, token })],
  });
  const url = new URL(STUDIO_PATH, server.url);
  url.searchParams.set('token', token);
  return {
    url: url.href,
    siteUrl: server.url,
    gatewayUrl: server.gatewayUrl,
    close: server.close,
  };
}
