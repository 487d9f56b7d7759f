// The small HTML pages the gateway serves itself (the game page, the pay page, the chat page, the
// dev pages): escaped text, a per-response nonce for their one inline script, a CSP that allows
// nothing else and names who may frame the page (nobody, unless the page says so: the game page
// lets the merchant's site frame it), and the headers every page of ours carries.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { PAGE_HEADERS } from '../core/page-headers';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sendPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  script = '',
  language = 'en',
  frameAncestors: readonly string[] = ["'none'"],
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors ${frameAncestors.join(' ')}`,
    )
    .headers(PAGE_HEADERS).send(`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#101522;color:#f2f4f8;display:grid;place-items:center;min-height:100vh}main{text-align:center;padding:24px;max-width:420px}img{border-radius:16px}button,input{font:inherit;padding:10px 16px;border-radius:8px;border:0;margin:4px}button{background:#f5b700;color:#101522;font-weight:700;cursor:pointer}</style>
</head><body><main>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`);
}
