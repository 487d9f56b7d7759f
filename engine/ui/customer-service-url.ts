// Where the customer-service button leads (spec 000 §2: header icon, maintenance and region pages;
// spec 000 §3: the permission payload's "customerService entries"). The gateway's live chat first,
// then any other web entry it sends, then the skin's own link ("used when the gateway sends no
// customer-service entry", schemas/skin.schema.json); only https and http addresses are opened (no
// javascript:, data: or mailto: in a popup window). Empty: there is no customer service to offer.
// A path the gateway sent encrypted (spec 000 §3 "path (encrypted)": sealed to the gateway's own
// key, the scheme of the encrypted payloads) is opened through the gateway, which decrypts it and
// sends the window on (CUSTOMER_SERVICE_OPEN_PATH); the site never holds the address itself.

export interface CustomerServiceEntry {
  csType?: unknown;
  path?: unknown;
}

const isWebAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value);

/** Where the gateway opens a sealed customer-service path: `?path=` the sealed path as JSON. */
export const CUSTOMER_SERVICE_OPEN_PATH = '/wps/system/customer-service/open';

/** A sealed path: an encrypted payload's fields (engine/api/hybrid-crypto.ts EncryptedPayload). */
const isSealed = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  ['keyId', 'algorithm', 'key', 'iv', 'data'].every(
    (field) => typeof (value as Record<string, unknown>)[field] === 'string',
  );

/** The address a customer-service entry's path opens, or null for one the site may not open. */
function entryAddress(path: unknown, gatewayBase: string): string | null {
  if (isWebAddress(path)) return path;
  if (!isSealed(path)) return null;
  return `${gatewayBase}${CUSTOMER_SERVICE_OPEN_PATH}?path=${encodeURIComponent(JSON.stringify(path))}`;
}

/**
 * `liveChat` false (the chat feature is off): the gateway's live chat is not offered. `gatewayBase`:
 * the gateway's base URL (the skin's api.baseUrl, '' for the site's own origin).
 */
export function customerServiceUrl(
  entries: unknown,
  skinLink: string,
  liveChat = true,
  gatewayBase = '',
): string {
  const list = Array.isArray(entries)
    ? (entries.filter(
        (entry) => entry !== null && typeof entry === 'object',
      ) as CustomerServiceEntry[])
    : [];
  const web = list.flatMap((entry) => {
    const address = entryAddress(entry.path, gatewayBase);
    return address && (liveChat || entry.csType !== 'LIVECHAT')
      ? [{ csType: entry.csType, address }]
      : [];
  });
  const chosen = web.find((entry) => entry.csType === 'LIVECHAT') ?? web[0];
  if (chosen) return chosen.address;
  return isWebAddress(skinLink) ? skinLink : '';
}

export type CustomerServiceAction = { kind: 'chatRoom' } | { kind: 'window'; url: string } | null;

/**
 * What the header's customer-service icon does: a logged-in player on a site with the chat feature
 * on gets the chat room (the chat models of spec 001 §7, where the conversation is kept under the
 * member's name); a visitor, or a site with the chat off, gets the service window at `url` (the
 * permission's visitor live chat or the skin's link); null: no icon.
 */
export function customerServiceAction(
  url: string,
  context: { loggedIn: boolean; chat: boolean },
): CustomerServiceAction {
  if (context.loggedIn && context.chat) return { kind: 'chatRoom' };
  return url ? { kind: 'window', url } : null;
}
