// The language selector of the side menu (spec 000 §2, §4): PT ↔ EN through the core's preference
// (stored under hisLang and lang, the server told, every gateway read fetched again). Each language
// shows its own name (the catalogue's, a skin may word it) and, after it, its name in the current
// language (engine languageLabel: "English (inglês)"), so a player of either finds theirs.
import { languageLabel, type Locale } from '../../../engine';
import { SelectField } from '../../components/select-field';
import { useTranslation } from '../../lib/i18n/use-translation';
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
        label: languageLabel(locale, language, t(`language.${locale}`)),
        lang: locale,
      }))}
      onChange={(locale) => void changeLanguage(locale as Locale)}
    />
  );
}
