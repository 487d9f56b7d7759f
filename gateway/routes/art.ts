// /lgw/art/<kind>/<key>.svg: the pictures the gateway draws (gateway/art/): game thumbnails,
// vendor marks, avatars, VIP badges, prizes, and the key art of promotions, goods and banners. An
// unknown key answers 404, so the site shows its default icon (spec 000 §8: failed images fall
// back). A URL of the current ART_VERSION for a picture drawn from its key alone is cached for a
// year as immutable; any other for an hour. Every answer has an ETag and answers 304 to it. No
// picture has words, so none depends on the page's language.
import type { FastifyInstance } from 'fastify';
import { ART_KIND_NAMES, ART_KINDS, ART_VERSION, type ArtKind } from '../art/art-kinds';
import { findArtSubject } from '../art/art-subjects';
import { createArtDrawer } from '../art/draw-art';
import type { GatewayDeps } from '../context/gateway-deps';
import { fail } from '../core/gateway-error';

/** Nothing in a picture may run or fetch: it is only shapes, gradients and its own definitions. */
const PICTURE_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

const isKind = (kind: string): kind is ArtKind => (ART_KIND_NAMES as string[]).includes(kind);

/** If-None-Match names the picture a cache holds: one ETag, a list, or `*` (RFC 9110 §13.1.2). */
function cacheHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export function registerArt(scope: FastifyInstance, deps: GatewayDeps): void {
  const drawArt = createArtDrawer();
  scope.get<{
    Params: { kind: string; file: string };
    Querystring: { size?: string; v?: string };
  }>('/art/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const { size, v } = request.query;
    const subject =
      isKind(kind) && file.endsWith('.svg')
        ? await findArtSubject(deps, kind, file.slice(0, -'.svg'.length))
        : undefined;
    if (!subject) {
      fail('NOT_FOUND', {
        message: `No picture ${kind}/${file}: expected /lgw/art/<${ART_KIND_NAMES.join('|')}>/<key>.svg naming one that exists.`,
      });
    }
    const art = drawArt(subject, size === 'large');
    const lasting = ART_KINDS[subject.kind].fromKey && v === ART_VERSION;
    reply
      .headers(PICTURE_HEADERS)
      .header('ETag', art.etag)
      .header(
        'Cache-Control',
        lasting ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    if (cacheHolds(request.headers['if-none-match'], art.etag)) return reply.code(304).send();
    return reply.send(art.svg);
  });
}
