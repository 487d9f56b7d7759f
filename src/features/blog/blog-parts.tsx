// What the blog's two pages share: the page's frame (a page of cards) and the publication day in
// the current language.
import { useMemo } from 'react';
import { useLanguage } from '../preferences/use-language';

export { CardListPage as BlogPage } from '../../components/card-list-page';

export function useDayFormat(): (timestamp: string) => string {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-GB', {
      dateStyle: 'long',
    });
    return (timestamp: string) => format.format(new Date(timestamp));
  }, [language]);
}
