// Small readings of a request every route needs: the player's language, the origin it came to.
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../engine';

/** X-Language pt|en; PT when absent (the product is PT first, spec 000 §1). */
export function requestLanguage(request: FastifyRequest): Locale {
  const header = request.headers['x-language'];
  const wanted = (Array.isArray(header) ? header[0] : header)?.slice(0, 2).toLowerCase();
  return wanted === 'en' ? 'en' : 'pt';
}

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
