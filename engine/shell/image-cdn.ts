// Pictures the gateway sends as paths (spec 001 §3 permission "imageCDNs"): a path is a picture on
// the image CDN the permission names, so the site asks that CDN for it. The first CDN is the one
// used (the others are the gateway's spares; choosing among them is the gateway's business). An
// absolute address (https:, http:, data:, a protocol-relative //host) is left as it came, and so
// is a path when the gateway names no usable CDN: the page's own origin serves it then.

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The CDN's origin and base path without a trailing slash, or '' when it is not an http(s) URL. */
function cdnBase(cdn: string | undefined): string {
  if (!cdn || !/^https?:\/\/[^\s/]+/i.test(cdn)) return '';
  return cdn.replace(/\/+$/, '');
}

export function resolveImageUrl(url: string, imageCdns: readonly string[] | undefined): string {
  if (!url || ABSOLUTE.test(url)) return url;
  const base = cdnBase(imageCdns?.[0]);
  if (!base) return url;
  return `${base}/${url.replace(/^\/+/, '')}`;
}
