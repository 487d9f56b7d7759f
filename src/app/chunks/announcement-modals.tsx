// Lazy chunk: the announcement popup and the notice list (spec 000 §2, §4). Placeholders until the
// announcements feature lands; it renders server HTML through <SafeHtml> and pages the list with
// <Pagination range={5} margin={1}> (spec 000 §9).
import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../features/modals/modal-types';

export function AnnouncementModal(_: ModalBodyProps) {
  const { t } = useTranslation();
  return <p>{t('announcement.empty')}</p>;
}

export function NoticeModal(_: { index?: number } & ModalBodyProps) {
  const { t } = useTranslation();
  return <p>{t('announcement.empty')}</p>;
}
