// The state behind a NoticeBrowser: the page (9 per page, engine noticePage) and the notice shown
// in the detail pane, starting at `index` (spec 001 §2: a marquee click opens the notice popup at
// that notice); dates in the reader's language; the promo button goes to the reward centre (spec
// 000 §2).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  announcementPromoTarget,
  formatDate,
  NOTICE_PAGE_SIZE,
  noticePage,
  type ApiAnnouncement,
} from '../../../engine';
import { useSkin } from '../../lib/skin/skin-context';
import { useLanguage } from '../preferences/use-language';
import type { NoticeBrowserProps, NoticeItem } from './components/notice-browser';

type BrowserState = Pick<
  NoticeBrowserProps,
  'items' | 'selectedId' | 'onSelect' | 'page' | 'totalPages' | 'onPageChange' | 'onPromo'
>;

export function useNoticeBrowser(
  announcements: readonly ApiAnnouncement[],
  index: number,
  close: () => void,
): BrowserState {
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { features, menus } = useSkin();
  const rewardCentre = features.memberCentre.on && menus.member.includes('rewardCenter');
  // Until the player picks a page or a notice, both follow `index`, so an index asked for before
  // the list arrived (a cold cache) still lands on its notice.
  const [picked, setPicked] = useState<{ page: number; id: number | null } | null>(null);
  const start = announcements[index] ? index : 0;
  const page = picked?.page ?? Math.floor(start / NOTICE_PAGE_SIZE) + 1;
  const selectedId = picked ? picked.id : (announcements[start]?.id ?? null);
  const shown = noticePage(announcements, page);
  const items: NoticeItem[] = shown.items.map((item) => ({
    id: item.id,
    title: item.title,
    content: item.content,
    date: formatDate(item.publishedAt, language),
    promo: announcementPromoTarget(item, rewardCentre) !== null,
  }));
  return {
    items,
    selectedId: items.some((item) => item.id === selectedId) ? selectedId : (items[0]?.id ?? null),
    onSelect: (id) => setPicked({ page: shown.page, id }),
    page: shown.page,
    totalPages: shown.totalPages,
    onPageChange: (next) => setPicked({ page: next, id: null }),
    onPromo: (item) => {
      const target = announcementPromoTarget(
        {
          promotionType: announcements.find((candidate) => candidate.id === item.id)?.promotionType,
        },
        rewardCentre,
      );
      close();
      if (target) void navigate(target);
    },
  };
}
