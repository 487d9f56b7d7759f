// The page title in the current language: the skin's dictionary names it per language
// ('brand.title'), the catalogue's default being the skin's brand.title. index.html carries the
// default language's; this keeps it right after a language change.
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';

export function useSiteTitle(): string {
  const { t } = useTranslation();
  return t('brand.title', { title: useSkin().brand.title });
}

export function useDocumentTitle(): void {
  const title = useSiteTitle();
  useEffect(() => {
    document.title = title;
  }, [title]);
}
