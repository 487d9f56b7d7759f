// Eager routes whose feature has not landed yet render this: the page's title as a heading, so every
// route of spec 000 §2 / 001 §2 resolves and can be linked and tested before its page exists.
import { useTranslation } from 'react-i18next';

export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t(titleKey)}</h1>
    </section>
  );
}
