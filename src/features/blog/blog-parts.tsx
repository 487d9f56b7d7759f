// What the blog's two pages share: the page's frame (a page of cards) and the publication day in
// the current language.
import { useCallback } from 'react';
import { formatDate } from '../../../engine';
import { useLanguage } from '../preferences/use-language';

export { CardListPage as BlogPage } from '../../components/card-list-page';

export function useDayFormat(): (timestamp: string) => string {
  const { language } = useLanguage();
  return useCallback(
    (timestamp: string) => formatDate(timestamp, language, 'longDate'),
    [language],
  );
}
