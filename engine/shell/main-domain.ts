// The main domain and its mirrors (spec 000 §3 permission "domainRoute" and "mainDomain"; spec 000
// §1 the regional skin's mirror list). Where the spec is silent the rules are (gateway/README.md
// "Main domain, mirrors, image CDN and analytics"):
// - the mirror list is the gateway's domainRoute (it knows which mirrors are up today) followed by
//   the skin's own mirrors, one entry per host, a skin's label kept for a host both name, and the
//   host the player is on left out;
// - the site moves to the main domain only when the permission asks for it (redirectToMainDomain),
//   never from the main domain itself nor from a mirror the permission lists (those are the
//   sanctioned ways in for players who cannot reach the main one), keeping the path, query and
//   hash; a target that is the page itself is no redirect, so the rule cannot loop.

export interface MirrorLink {
  label: string;
  url: string;
}

/** `m1.example.com` or `https://m1.example.com/` as a URL; null for anything else. */
function asUrl(entry: string, protocol = 'https:'): URL | null {
  const text = entry.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `${protocol}//${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const hostOf = (entry: string): string => asUrl(entry)?.host.toLowerCase() ?? '';

export function mirrorLinks(
  domainRoute: readonly string[] | undefined,
  skinMirrors: readonly MirrorLink[],
  currentHost: string,
): MirrorLink[] {
  const labels = new Map(skinMirrors.map((mirror) => [hostOf(mirror.url), mirror.label]));
  const seen = new Set([currentHost.toLowerCase()]);
  const links: MirrorLink[] = [];
  const candidates = [
    ...(domainRoute ?? []).map((domain) => ({ label: '', url: domain })),
    ...skinMirrors,
  ];
  for (const candidate of candidates) {
    const url = asUrl(candidate.url);
    if (!url || seen.has(url.host.toLowerCase())) continue;
    seen.add(url.host.toLowerCase());
    const label = candidate.label || labels.get(url.host.toLowerCase()) || url.host;
    links.push({ label, url: url.origin });
  }
  return links;
}

export interface MainDomainPermission {
  mainDomain?: string;
  redirectToMainDomain?: boolean;
  domainRoute?: readonly string[];
}

/** Where to send the page (its path, query and hash kept), or null to stay. */
export function mainDomainRedirect(href: string, permission: MainDomainPermission): string | null {
  if (!permission.redirectToMainDomain || !permission.mainDomain) return null;
  let here: URL;
  try {
    here = new URL(href);
  } catch {
    return null;
  }
  const main = asUrl(permission.mainDomain, here.protocol);
  if (!main) return null;
  const host = here.host.toLowerCase();
  if (host === main.host.toLowerCase()) return null;
  if ((permission.domainRoute ?? []).some((mirror) => hostOf(mirror) === host)) return null;
  const target = new URL(`${here.pathname}${here.search}${here.hash}`, main.origin).href;
  return target === here.href ? null : target;
}
