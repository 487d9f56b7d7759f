// Which paths the dev server hands to a gateway. The embedded reference gateway gets the whole
// contract plus its dev routes and WebSocket; an operator's gateway (`--api <url>`) gets the three
// API prefixes only (its socket URL, if any, is in the skin's `api.socketUrl`).
import type { ProxyOptions } from 'vite';

export const API_PREFIXES = ['/wps', '/lgw', '/lotto/lgw'];

export function gatewayProxy(
  target: string,
  { embedded }: { embedded: boolean },
): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = {};
  // An operator's gateway checks the Host it is addressed by; the embedded one is ours and
  // same-origin.
  for (const prefix of API_PREFIXES) proxy[prefix] = { target, changeOrigin: !embedded };
  if (embedded) {
    proxy['/__dev'] = { target };
    proxy['/ws'] = { target, ws: true };
  }
  return proxy;
}
