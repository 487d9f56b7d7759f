// `skinforge dev` serves the skin's page itself with its security headers (skin-dev-plugin.ts),
// but Vite answers HTML of its own too: index.html for a request that does not say it wants HTML,
// its error pages. This makes sure no HTML answer leaves the dev server without the headers: an
// answer that is HTML and has no Content-Security-Policy when its head is written gets the
// skin's (without the dev preamble's hash, so its inline script does not run).
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

const isHtml = (type: unknown) => String(type ?? '').startsWith('text/html');

/** The headers given to writeHead itself, if any (its last object argument). */
function headersIn(args: unknown[]): OutgoingHttpHeaders | undefined {
  const last = args.findLast(
    (arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
  );
  return last as OutgoingHttpHeaders | undefined;
}

export function guardHtmlHeaders(
  response: ServerResponse,
  headers: () => Record<string, string> | undefined,
): void {
  const writeHead = response.writeHead;
  response.writeHead = function guardedWriteHead(this: ServerResponse, ...args: unknown[]) {
    const given = headersIn(args);
    const type =
      this.getHeader('content-type') ?? given?.['content-type'] ?? given?.['Content-Type'];
    if (isHtml(type) && !this.hasHeader('content-security-policy')) {
      for (const [name, value] of Object.entries(headers() ?? {})) this.setHeader(name, value);
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.writeHead;
}
