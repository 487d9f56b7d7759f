// Lazy chunk: promotions (spec 000 §2, /promotions with an optional promotion id in the hash).
// A placeholder until src/features/promotions/ lands.
import { useTranslation } from 'react-i18next';

export function Promotions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('promotion.title')}</h1>
    </section>
  );
}
