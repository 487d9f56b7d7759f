// Lazy chunk: the member centre (spec 000 §2, member centre menu pages). A placeholder until
// src/features/member-centre/ lands; then lazy/lazy-chunks.ts points at that feature instead.
import { useTranslation } from 'react-i18next';
import { useSkin } from '../../lib/skin/skin-context';

export function MemberCentre() {
  const { t } = useTranslation();
  const { menus } = useSkin();
  return (
    <section aria-labelledby="member-centre-title">
      <h1 id="member-centre-title">{t('member.title')}</h1>
      <ul>
        {menus.member.map((page) => (
          <li key={page}>{t(`member.${page}`)}</li>
        ))}
      </ul>
    </section>
  );
}
