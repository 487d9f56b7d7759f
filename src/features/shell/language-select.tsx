// The language selector of the side menu (spec 000 §2, §4): PT ↔ EN through the core's preference
// (stored under hisLang and lang, the server told, every gateway read fetched again). The catalogue
// names each language in its own words (Português, English) in both languages, so a player who
// cannot read the current one still finds theirs.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Locale } from '../../../engine';
import { Field, Label } from '../../components/form-field-parts';
import { useLanguage } from '../preferences/use-language';

const Select = styled.select`
  min-height: 2.75rem;
  padding: 0 0.5rem;
  font: inherit;
  color: var(--skin-text);
  background: var(--skin-surface);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
`;

export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, supported, changeLanguage } = useLanguage();
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{t('sideMenu.language')}</Label>
      <Select
        id={id}
        value={language}
        onChange={(event) => void changeLanguage(event.target.value as Locale)}
      >
        {supported.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
