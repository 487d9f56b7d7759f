// Lazy chunk: the announcement popup and the notice list (spec 000 §2, §4),
// src/features/announcements.
export { AnnouncementModal } from '../../features/announcements/announcement-modal';
export { NoticeModal } from '../../features/announcements/notice-modal';
