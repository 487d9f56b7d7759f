// Invitation codes a registration link carries (spec 000 §3: "referralCode (from the query)"; §4:
// "if an affiliate code is needed, check it first"). An agent's link is `?affiliateCode=AGT001`
// (also `?aff=`); a player's invite link is `?referralCode=…` (also `?ref=`). The spec does not
// name the query keys; these are ours.

export interface InvitationCodes {
  affiliateCode: string;
  referralCode: string;
}

const first = (query: URLSearchParams, keys: readonly string[]) =>
  keys.map((key) => query.get(key)?.trim() ?? '').find(Boolean) ?? '';

export function invitationCodes(search: string): InvitationCodes {
  const query = new URLSearchParams(search);
  return {
    affiliateCode: first(query, ['affiliateCode', 'aff']),
    referralCode: first(query, ['referralCode', 'ref']),
  };
}

/**
 * The code to check with affiliateCheck before registering, or null when there is none: what the
 * player typed, else the link's. An invalid one stops the registration with a warning dialog
 * ('Invalid invitation code', spec 000 §8).
 */
export function affiliateCodeToCheck(
  typed: string | undefined,
  fromLink: InvitationCodes,
): string | null {
  return typed?.trim() || fromLink.affiliateCode || null;
}
