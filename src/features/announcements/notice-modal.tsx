// The notice list (spec 000 §2: notice icon; spec 001 §2: the marquee opens it at a notice): the
// home notices first — so the marquee's index points at the same notice here — then the player
// notices and promotion notices, 9 per page with a detail pane; a failed read says why and offers a
// retry.
import { announcementsFor } from '../../../engine';
import { ErrorNotice } from '../../components/error-notice';
import { RouteLoader } from '../../components/spinner';
import { useApiErrorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../modals/modal-types';
import { NoticeBrowser } from './components/notice-browser';
import { useAnnouncementAudience, useAnnouncements } from './use-announcements';
import { useNoticeBrowser } from './use-notice-browser';

export function NoticeModal({ index = 0, close }: { index?: number } & ModalBodyProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const audience = useAnnouncementAudience();
  const announcements = useAnnouncements();
  const notices = announcementsFor(
    [...(announcements.data?.home ?? []), ...(announcements.data?.notices ?? [])],
    audience,
  );
  const browser = useNoticeBrowser(notices, index, close);
  if (announcements.isPending) return <RouteLoader label={t('common.loading')} />;
  if (announcements.isError) {
    return (
      <ErrorNotice
        message={errorMessage(announcements.error)}
        onRetry={() => void announcements.refetch()}
        retryLabel={t('common.retry')}
        pending={announcements.isFetching}
      />
    );
  }
  return (
    <NoticeBrowser
      {...browser}
      listLabel={t('announcement.list')}
      pagerLabel={t('announcement.pager')}
      emptyText={t('announcement.empty')}
      promoLabel={t('announcement.promo')}
    />
  );
}
