// The language selector of the side menu (spec 000 §2, §4): PT ↔ EN through the core's preference
// (stored under hisLang and lang, the server told, every gateway read fetched again). The catalogue
// names each language in its own words (Português, English) in both languages, so a player who
// cannot read the current one still finds theirs.
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../engine';
import { SelectField } from '../../components/select-field';
import { useLanguage } from '../preferences/use-language';

export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, supported, changeLanguage } = useLanguage();
  return (
    <SelectField
      label={t('sideMenu.language')}
      value={language}
      options={supported.map((locale) => ({
        value: locale,
        label: t(`language.${locale}`),
        lang: locale,
      }))}
      onChange={(locale) => void changeLanguage(locale as Locale)}
    />
  );
}
