// The gateway reads a page makes as it boots, named once: the permission (spec 000 §4 system
// status), the registration settings and rules (spec 000 §7: "cached", one read per page) and the
// game vendors (spec 001 §7, platform html5-desktop), plus, on a category lobby's own address, its
// first page of games (an ad's landing page: ./entry-lobby.ts). The boot gate asks for
// them; the build writes them into each page, so the page's entry can start them while the
// runtime's script is still on its way (`skinforge build`, src/lib/browser/early-reads.ts).
import { buildRequest, getAction, type ActionName, type ActionPayload } from '../api';
import type { ResolvedSkin } from '../model/skin-types';
import { entryLobbyRequest } from './entry-lobby';
import { FIRST_SCREEN_IMAGES } from './lobby-constants';

/** Spec 001 §7: game vendors are asked for with platform html5-desktop. */
export const GAME_VENDORS_PAYLOAD: ActionPayload<'gameVendors'> = { platform: 'html5-desktop' };

/** One read: an action and its payload, as the page's query for it asks. */
export interface GatewayRead {
  name: ActionName;
  payload?: Record<string, unknown>;
}

/** What every page reads as it boots, whatever its address. */
export const BOOT_READS: readonly GatewayRead[] = [
  { name: 'permission' },
  { name: 'registrationSettings' },
  { name: 'registrationRules' },
  { name: 'gameVendors', payload: GAME_VENDORS_PAYLOAD },
];

/**
 * What a page that opens on `pathname` with no query reads beyond BOOT_READS: a category lobby's
 * first page of games, or nothing.
 */
export function pageBootReads(pathname: string): GatewayRead[] {
  const lobby = entryLobbyRequest(pathname, new URLSearchParams());
  return lobby ? [{ name: lobby.action, payload: { ...lobby.payload } }] : [];
}

/** One early read as a page carries it: the exact request the page's gateway client will make. */
export interface EarlyRead {
  url: string;
  headers: Record<string, string>;
  /** Only on the page's own address with no query (a category lobby's first page of games). */
  pathOnly?: boolean;
  /**
   * The answer is the same with or without a session (the action neither needs nor reads a token),
   * so a member's request, which carries its token, may take it too.
   */
  sessionFree?: boolean;
  /** Its answer names the image CDN the pictures of the other answers are on (spec 001 §3 permission). */
  namesImageCdns?: boolean;
  /**
   * How many of its answer's first games to fetch the pictures of as soon as it arrives: a lobby's
   * first screen, whose first picture is the page's largest paint. Fetched by the entry, they no
   * longer wait for the runtime to download, boot and render the grid.
   */
  firstImages?: number;
}

/**
 * A page's early reads (`<script id="early-reads">`), which src/lib/browser/early-reads.ts starts.
 */
export interface EarlyReads {
  /** The address the page pictures (`/rng`); the page may be served at others. */
  path: string;
  reads: EarlyRead[];
}

/**
 * The reads of a page that pictures `path`, as the requests a visitor's client sends in the skin's
 * default language. Only public reads qualify: a read that needs a token, is encrypted or is not a
 * GET is left to the client.
 */
export function earlyReads(
  skin: Pick<ResolvedSkin, 'api' | 'merchantCode' | 'locales'>,
  path: string,
): EarlyReads {
  const context = {
    baseUrl: skin.api.baseUrl,
    merchantCode: skin.merchantCode,
    language: skin.locales.default,
    paths: skin.api.paths,
  };
  const requests = (reads: readonly GatewayRead[], pathOnly: boolean): EarlyRead[] =>
    reads.flatMap((read) => {
      const spec = getAction(read.name);
      if (spec.method !== 'GET' || spec.auth || spec.encrypted) return [];
      const { url, headers } = buildRequest(spec, read.payload, context);
      return [
        {
          url,
          headers,
          ...(pathOnly && { pathOnly, firstImages: FIRST_SCREEN_IMAGES }),
          ...(!spec.publicRead && { sessionFree: true }),
          ...(read.name === 'permission' && { namesImageCdns: true }),
        },
      ];
    });
  return {
    path,
    reads: [...requests(BOOT_READS, false), ...requests(pageBootReads(path), true)],
  };
}
