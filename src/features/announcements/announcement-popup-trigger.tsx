// Opens the announcement popup once per session (spec 000 §4, §9) when this audience (a visitor, or
// a member by account) has popup items and has not closed the popup this session. However the popup
// is closed — its button, Escape, a modal taking its place — the flag is stored under USER_POPUP or
// ANONYMOUS_POPUP for the audience it was shown to. When, decided once per audience and page view,
// at the moment the announcements arrive: on the home (a player who follows a link to /member or
// /help came for that page), with the site's status known (a failed permission call's notice and
// retry come first), online (the popup's chunk must load), and with no other modal on screen — a
// player who opened /login is not interrupted; one who logs in gets the member's popup once the
// login modal has closed (a new audience).
import { useEffect, useRef } from 'react';
import { announcementsFor, markPopupClosed, shouldShowPopup } from '../../../engine';
import { useOnline } from '../../lib/network/use-online';
import { useBoot } from '../boot/boot-context';
import { useModalStore } from '../modals/modal-store';
import { useAnnouncementAudience, useAnnouncements } from './use-announcements';

export function AnnouncementPopupTrigger({ onHome }: { onHome: boolean }) {
  const audience = useAnnouncementAudience();
  const announcements = useAnnouncements();
  const healthy = useBoot().permissionError === null;
  const online = useOnline();
  const ready = announcements.isSuccess && !announcements.isFetching;
  const popup = ready ? announcementsFor(announcements.data.popup, audience) : [];
  const eligible =
    onHome && healthy && online && shouldShowPopup(window.sessionStorage, audience, popup);
  const audienceKey = audience.loggedIn ? `user:${audience.account}` : 'anonymous';
  const decidedFor = useRef<string | null>(null);
  const watching = useRef<(() => void) | null>(null);

  useEffect(() => () => watching.current?.(), []);

  useEffect(() => {
    if (!eligible || decidedFor.current === audienceKey) return;
    decidedFor.current = audienceKey;
    if (useModalStore.getState().current !== null) return;
    useModalStore.getState().open('announcement');
    const openedId = useModalStore.getState().current?.id;
    const stop = useModalStore.subscribe((state) => {
      if (state.current?.id === openedId) return;
      stop();
      watching.current = null;
      markPopupClosed(window.sessionStorage, audience);
    });
    watching.current?.();
    watching.current = stop;
  }, [eligible, audienceKey, audience]);

  return null;
}
