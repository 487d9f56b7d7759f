// Which social app's in-app browser the site runs in, from the browser's user agent (spec 001 §7
// "launch game for a social app"). Those browsers block pop-ups and may drop a game's third-party
// cookies, so a launch there goes through the social launch, which the gateway answers with a
// page the app's browser can keep. The marks are the ones each app writes into its user agent.
import type { ActionPayload } from '../generated/action-types';

export type SocialApp = ActionPayload<'launchSocialGame'>['app'];

const MARKS: ReadonlyArray<readonly [SocialApp, RegExp]> = [
  ['instagram', /\bInstagram\b/],
  ['facebook', /\bFB(?:AN|AV|_IAB)\b|\bFBIOS\b/],
  ['tiktok', /\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b/i],
  ['whatsapp', /\bWhatsApp\b/],
  ['telegram', /\bTelegram\b/],
];

/** The app whose in-app browser `userAgent` belongs to, or null for an ordinary browser. */
export function socialAppOf(userAgent: string): SocialApp | null {
  return MARKS.find(([, mark]) => mark.test(userAgent))?.[0] ?? null;
}
