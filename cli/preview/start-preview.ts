// `skinforge preview`: a built skin and the reference gateway on one origin, as production would
// put them (the skin's api.baseUrl is empty: same origin). The gateway's Fastify app serves the
// site too.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createGateway } from '../../gateway';
import { registerStaticSite } from './static-site';

export interface PreviewOptions {
  id: string;
  /** The folder `build` wrote, holding `<id>/`. */
  outDir: string;
  skinsDir: string;
  port: number;
  host: string;
  /** Turn on the gateway's /__dev routes (SMS outbox, captcha answers, switches). */
  dev: boolean;
  /** The gateway's clock (default: the system's); `shots` fixes it so every run seeds the same dates. */
  clock?: () => number;
}

export interface RunningPreview {
  url: string;
  close(): Promise<void>;
}

export class PreviewError extends Error {}

export async function startPreview(options: PreviewOptions): Promise<RunningPreview> {
  const siteDir = path.join(options.outDir, options.id);
  if (!(await stat(path.join(siteDir, 'index.html')).catch(() => null))) {
    throw new PreviewError(
      `No build of "${options.id}" in ${options.outDir}: run \`skinforge build ${options.id}\` first.`,
    );
  }
  const gateway = createGateway({
    dev: options.dev,
    skinsDir: options.skinsDir,
    clock: options.clock,
  });
  try {
    await registerStaticSite(gateway.app, siteDir);
    await gateway.ready();
    await gateway.app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await gateway.close();
    throw error;
  }
  const address = gateway.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://${options.host}:${port}/`, close: () => gateway.close() };
}
