// Where the customer-service button leads (spec 000 §2: header icon, maintenance and region pages;
// spec 000 §3: the permission payload's "customerService entries"). The gateway's live chat first,
// then any other web entry it sends, then the skin's own link ("used when the gateway sends no
// customer-service entry", schemas/skin.schema.json); only https and http addresses are opened (no
// javascript:, data: or mailto: in a popup window). Empty: there is no customer service to offer.

export interface CustomerServiceEntry {
  csType?: unknown;
  path?: unknown;
}

const isWebAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value);

/** `liveChat` false (the chat feature is off): the gateway's live chat is not offered. */
export function customerServiceUrl(entries: unknown, skinLink: string, liveChat = true): string {
  const list = Array.isArray(entries)
    ? (entries.filter(
        (entry) => entry !== null && typeof entry === 'object',
      ) as CustomerServiceEntry[])
    : [];
  const web = list.filter(
    (entry) => isWebAddress(entry.path) && (liveChat || entry.csType !== 'LIVECHAT'),
  );
  const chosen = web.find((entry) => entry.csType === 'LIVECHAT') ?? web[0];
  if (chosen) return chosen.path as string;
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
