// /lgw/art/<kind>/<key>.svg: the pictures of games, vendors, avatars, banners, goods and
// promotions (catalogue/art.ts). An unknown key answers 404, so the site shows its default icon
// (spec 000 §8: failed images fall back). Banners, goods and promotions carry words: `?lang=en`
// draws them in that language (Portuguese, the seed's first language, otherwise).
import type { FastifyInstance } from 'fastify';
import { LOCALES } from '../../engine';
import { ART_KINDS, drawArt, type ArtKind } from '../catalogue/art';
import type { GatewayDeps } from '../context/gateway-deps';
import { fail } from '../core/gateway-error';

async function labelOf(
  deps: GatewayDeps,
  kind: ArtKind,
  key: string,
  language: string,
): Promise<string | undefined> {
  switch (kind) {
    case 'games':
      return deps.catalogue.gameByCode(key)?.name;
    case 'vendors':
      return deps.catalogue.vendors.find((vendor) => vendor.code === key)?.name;
    case 'avatars':
      return /^\d{1,3}$/.test(key) ? `#${key}` : undefined;
    default: {
      if (!/^\d{1,9}$/.test(key)) return undefined;
      const table =
        kind === 'banners' ? 'banners' : kind === 'goods' ? 'points_goods' : 'promotions';
      const column = kind === 'goods' ? 'name' : 'title';
      const [row] = await deps.db.query<{ label: string }>(
        `SELECT coalesce(${column}->>$2, ${column}->>'pt') AS label FROM ${table} WHERE id = $1`,
        [Number(key), language],
      );
      return row?.label;
    }
  }
}

const artLanguage = (lang: string | undefined): string =>
  LOCALES.find((locale) => locale === lang) ?? 'pt';

export function registerArt(scope: FastifyInstance, deps: GatewayDeps): void {
  scope.get<{
    Params: { kind: string; file: string };
    Querystring: { size?: string; lang?: string };
  }>('/art/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const key = file.replace(/\.svg$/, '');
    const label =
      ART_KINDS.includes(kind as ArtKind) && file.endsWith('.svg')
        ? await labelOf(deps, kind as ArtKind, key, artLanguage(request.query.lang))
        : undefined;
    if (label === undefined) fail('NOT_FOUND', { message: `No picture ${kind}/${file}.` });
    const stable = kind === 'games' || kind === 'vendors' || kind === 'avatars';
    return (
      reply
        .header('Content-Type', 'image/svg+xml')
        .header(
          'Cache-Control',
          stable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        // A picture is never read as anything but the SVG it says it is.
        .header('X-Content-Type-Options', 'nosniff')
        .send(drawArt(kind as ArtKind, key, label, request.query.size === 'large'))
    );
  });
}
