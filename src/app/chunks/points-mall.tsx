// Lazy chunk: the points mall (spec 001 §2 Points mall screens). A placeholder until
// src/features/points-mall/ lands.
import { useTranslation } from 'react-i18next';

export function PointsMall() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="points-mall-title">
      <h1 id="points-mall-title">{t('points.title')}</h1>
    </section>
  );
}
