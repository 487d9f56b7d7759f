// Only the operator who started `skinforge studio` may use it: the studio writes to the skin's
// files, and any page open in a browser on this machine can send requests to 127.0.0.1. So every
// request (the editor, its API, the previewed site, the sockets) must
// - be addressed to this server by its loopback name and port (a foreign Host is DNS rebinding);
// - not come from another origin (a foreign Origin, or a browser's Sec-Fetch-Site naming another
//   site, is another local page — another port is another origin);
// - carry the per-run token the command printed: in the address the first time, after which the
//   server keeps it in an HttpOnly, SameSite=Strict cookie for the page and its preview frame.
// Anything else is answered 403.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface StudioGuard {
  token: string;
  /** The port the server listens on (known once it listens). */
  port(): number;
}

export type GuardVerdict =
  | {
      allowed: true;
      /** The token came in the address: keep it in the cookie. */ fromAddress: boolean;
    }
  | { allowed: false; reason: string };

/** Per port: studios of two skins on one machine keep their own. */
export const cookieName = (port: number) => `skinforge-studio-${port}`;

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

function sameSecret(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const one = Buffer.from(given);
  const other = Buffer.from(token);
  return one.length === other.length && timingSafeEqual(one, other);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function checkRequest(
  headers: IncomingHttpHeaders,
  url: string,
  guard: StudioGuard,
): GuardVerdict {
  const port = guard.port();
  const hosts = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  const host = single(headers.host);
  if (!host || !hosts.includes(host.toLowerCase())) {
    return {
      allowed: false,
      reason: `the request is addressed to a foreign host (${host ?? 'none'})`,
    };
  }
  const origin = single(headers.origin);
  if (
    origin !== undefined &&
    !hosts.some((allowed) => origin.toLowerCase() === `http://${allowed}`)
  ) {
    return { allowed: false, reason: `the request comes from a foreign origin (${origin})` };
  }
  const site = single(headers['sec-fetch-site']);
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return {
      allowed: false,
      reason: `the request comes from another page (Sec-Fetch-Site: ${site})`,
    };
  }
  const fromAddress = new URL(url, 'http://studio.invalid').searchParams.get('token') ?? undefined;
  if (sameSecret(fromAddress, guard.token)) return { allowed: true, fromAddress: true };
  if (sameSecret(cookieValue(single(headers.cookie), cookieName(port)), guard.token)) {
    return { allowed: true, fromAddress: false };
  }
  return { allowed: false, reason: 'the request carries no valid studio token' };
}

/** The cookie that keeps the token for the page and everything it loads. */
export function tokenCookie(guard: StudioGuard): string {
  return `${cookieName(guard.port())}=${guard.token}; Path=/; HttpOnly; SameSite=Strict`;
}

export const FORBIDDEN_HINT =
  'Open the address `skinforge studio` printed: it carries the token of this run.';
