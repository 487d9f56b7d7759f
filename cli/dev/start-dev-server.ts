// `skinforge dev`: Vite's dev server (HMR for the runtime's code) with the skin plugin, and a
// gateway on the same origin: the embedded reference gateway on an internal port, or an operator's
// (`--api`).
import { createServer, type PluginOption } from 'vite';
import { PROJECT_ROOT, VITE_CONFIG_FILE } from '../build/project-root';
import { gatewayProxy } from './gateway-proxy';
import { skinDevPlugin, type SkinDevApi, type SkinDevPluginOptions } from './skin-dev-plugin';

export interface DevServerOptions {
  id: string;
  skinsDir: string;
  /** Where issue paths are shown relative to. */
  cwd: string;
  port: number;
  /** An operator's gateway; without it the reference gateway runs embedded. */
  api?: string;
  log: (line: string) => void;
  /** How the skin is served: from a draft, live to open pages, framed (`skinforge studio`). */
  skin?: Pick<SkinDevPluginOptions, 'overlay' | 'live' | 'frameAncestors'>;
  /** More plugins, before the skin's: a host that serves pages of its own beside the site. */
  plugins?: PluginOption[];
}

export interface RunningDevServer {
  url: string;
  /** Where API calls go: the embedded gateway's internal URL or `--api`. */
  gatewayUrl: string;
  /** Reloads the skin and tells the open pages (the studio calls it after each draft). */
  skin: SkinDevApi;
  close(): Promise<void>;
}

export async function startDevServer(options: DevServerOptions): Promise<RunningDevServer> {
  // The embedded gateway listens on loopback only; players' browsers reach it through the proxy. It
  // is imported only when it runs: with --api its database never loads.
  const gateway = options.api
    ? undefined
    : await import('../../gateway').then(({ startGateway }) =>
        startGateway({ port: 0, host: '127.0.0.1', dev: true, skinsDir: options.skinsDir }),
      );
  const gatewayUrl = options.api ?? gateway!.url;
  try {
    const skinPlugin = skinDevPlugin({
      skinsDir: options.skinsDir,
      id: options.id,
      cwd: options.cwd,
      log: options.log,
      ...options.skin,
    });
    const server = await createServer({
      root: PROJECT_ROOT,
      configFile: VITE_CONFIG_FILE,
      clearScreen: false,
      plugins: [...(options.plugins ?? []), skinPlugin],
      server: {
        host: '127.0.0.1',
        port: options.port,
        proxy: gatewayProxy(gatewayUrl, { embedded: !options.api }),
      },
    });
    await server.listen();
    const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${options.port}/`;
    return {
      url,
      gatewayUrl,
      skin: skinPlugin.api,
      close: async () => {
        await server.close();
        await gateway?.close();
      },
    };
  } catch (error) {
    await gateway?.close();
    throw error;
  }
}
