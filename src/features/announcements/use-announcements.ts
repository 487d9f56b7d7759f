// The announcements read (spec 000 §7: banners, player notices, the popup and the promotion) and
// who is reading. One payload for everyone, so the popup, the notice list and the home's marquee
// share a single call; the gateway picks executions by the token (A, plus F in a first login's
// session; B without), and the gateway hooks fetch it again on login and on a language change (spec
// 000 §4).
import type { ActionPayload, AnnouncementAudience } from '../../../engine';
import { useGatewayQuery } from '../../lib/api';
import { useSession } from '../session/session-context';

export const ANNOUNCEMENTS_PAYLOAD: ActionPayload<'announcements'> = { platform: 'W' };

export function useAnnouncements() {
  return useGatewayQuery('announcements', ANNOUNCEMENTS_PAYLOAD, { staleTime: 5 * 60_000 });
}

export function useAnnouncementAudience(): AnnouncementAudience {
  const token = useSession((state) => state.token);
  const account = useSession((state) => state.account || state.username);
  return token ? { loggedIn: true, account } : { loggedIn: false };
}
