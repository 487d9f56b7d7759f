// The announcement popup's body (spec 000 §2, §4): the popup items this audience gets (A and F for
// a member, B for a visitor), paged with a detail pane and the promo button. Closing it is recorded
// by the trigger (./announcement-popup-trigger.tsx), whatever closes it.
import { announcementsFor } from '../../../engine';
import { RouteLoader } from '../../components/spinner';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../modals/modal-types';
import { NoticeBrowser } from './components/notice-browser';
import { useAnnouncementAudience, useAnnouncements } from './use-announcements';
import { useNoticeBrowser } from './use-notice-browser';

export function AnnouncementModal({ close }: ModalBodyProps) {
  const { t } = useTranslation();
  const audience = useAnnouncementAudience();
  const announcements = useAnnouncements();
  const browser = useNoticeBrowser(announcementsFor(announcements.data?.popup, audience), 0, close);
  if (announcements.isPending) return <RouteLoader label={t('common.loading')} />;
  return (
    <NoticeBrowser
      {...browser}
      listLabel={t('announcement.title')}
      pagerLabel={t('announcement.pager')}
      emptyText={t('announcement.empty')}
      promoLabel={t('announcement.promo')}
    />
  );
}
