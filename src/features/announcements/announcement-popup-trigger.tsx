// Opens the announcement popup once per session (spec 000 §4, §9): when this audience (a visitor, or
// a member by account) has popup items and has not closed the popup this session, and no other
// modal is on screen (the /login modal, a game). However the popup is closed — its button, Escape, a
// modal taking its place — the flag is stored under USER_POPUP or ANONYMOUS_POPUP for the audience
// it was shown to.
import { useEffect, useRef } from 'react';
import { announcementsFor, markPopupClosed, shouldShowPopup } from '../../../engine';
import { useModalStore } from '../modals/modal-store';
import { useAnnouncementAudience, useAnnouncements } from './use-announcements';

export function AnnouncementPopupTrigger() {
  const audience = useAnnouncementAudience();
  const announcements = useAnnouncements();
  const modalOpen = useModalStore((state) => state.current !== null);
  // An answer for the other audience (just before the refetch after login or logout) never counts.
  const popup = announcements.isFetching ? [] : announcementsFor(announcements.data?.popup, audience);
  const due = !modalOpen && shouldShowPopup(window.sessionStorage, audience, popup);
  const watching = useRef<(() => void) | null>(null);

  useEffect(() => () => watching.current?.(), []);

  useEffect(() => {
    if (!due || watching.current) return;
    const audienceShown = audience;
    useModalStore.getState().open('announcement');
    const openedId = useModalStore.getState().current?.id;
    const stop = useModalStore.subscribe((state) => {
      if (state.current?.id === openedId) return;
      stop();
      watching.current = null;
      markPopupClosed(window.sessionStorage, audienceShown);
    });
    watching.current = stop;
  }, [due, audience]);

  return null;
}
