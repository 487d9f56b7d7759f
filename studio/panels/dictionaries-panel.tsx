// The skin's texts, PT and EN side by side: each row a text of the engine's catalogue (or one the
// skin sets that the catalogue does not know, which the engine reports), the inherited text as the
// field's placeholder, and a mark where the skin overrides a text in one language but not the
// other. Typing overrides a text in this skin; emptying a field gives the inherited text back.
import { useMemo, useState } from 'react';
import {
  formatIssue,
  LOCALES,
  MESSAGE_KEYS,
  type Dictionaries,
  type Locale,
  type SkinIssue,
} from '../../engine';
import type { JsonObject } from '../api/wire';
import { controlId, issuesAt } from '../model/issue-places';
import type { Translate } from '../texts/studio-texts';

export interface DictionariesPanelProps {
  /** The skin's own dictionaries. */
  own: Partial<Record<Locale, JsonObject>>;
  /** What a text is without this skin: the catalogue under the parents' dictionaries. */
  inherited: Dictionaries;
  issues: Partial<Record<Locale, SkinIssue[]>>;
  /** Each dictionary as issues name it. */
  files: Partial<Record<Locale, string>>;
  t: Translate;
  onChange(locale: Locale, key: string, text: string | undefined): void;
}

const PAGE = 40;

export function DictionariesPanel({
  own,
  inherited,
  issues,
  files,
  t,
  onChange,
}: DictionariesPanelProps) {
  const [search, setSearch] = useState('');
  const [onlyOwn, setOnlyOwn] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const ownText = (locale: Locale, key: string) => {
    const value = own[locale]?.[key];
    return typeof value === 'string' ? value : undefined;
  };
  const keys = useMemo(() => {
    const ownKeys = LOCALES.flatMap((locale) => Object.keys(own[locale] ?? {}));
    return [...new Set([...MESSAGE_KEYS, ...ownKeys])];
  }, [own]);
  const needle = search.trim().toLowerCase();
  const rows = keys.filter((key) => {
    const isOwn = LOCALES.some((locale) => own[locale]?.[key] !== undefined);
    if (onlyOwn && !isOwn) return false;
    if (!needle) return true;
    const texts = LOCALES.flatMap((locale) => [
      ownText(locale, key) ?? '',
      inherited[locale][key] ?? '',
    ]);
    return [key, ...texts].some((text) => text.toLowerCase().includes(needle));
  });

  return (
    <div className="dictionaries">
      <p className="description">{t('dict.intro')}</p>
      <div className="filters">
        <label>
          {t('dict.search')}{' '}
          <input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setShown(PAGE);
            }}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={onlyOwn}
            onChange={(event) => setOnlyOwn(event.target.checked)}
          />{' '}
          {t('dict.onlyOwn')}
        </label>
      </div>
      <p role="status">
        {t('dict.count', { shown: Math.min(shown, rows.length), total: rows.length })}
      </p>
      <table className="texts">
        <thead>
          <tr>
            <th scope="col">{t('dict.key')}</th>
            {LOCALES.map((locale) => (
              <th scope="col" key={locale} lang={locale}>
                {t(`language.${locale}`)} ({locale.toUpperCase()})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, shown).map((key) => (
            <tr key={key}>
              <th scope="row">
                <code>{key}</code>
              </th>
              {LOCALES.map((locale) => {
                const file = files[locale] ?? locale;
                const id = controlId(file, `/${key}`);
                const cellIssues = issuesAt(issues[locale] ?? [], `/${key}`);
                const missing =
                  ownText(locale, key) === undefined &&
                  LOCALES.some((other) => other !== locale && ownText(other, key) !== undefined);
                const notes = [
                  ...(missing ? [`${id}-missing`] : []),
                  ...cellIssues.map((_, index) => `${id}-issue-${index}`),
                ];
                return (
                  <td key={locale} lang={locale} className={missing ? 'missing' : undefined}>
                    <input
                      id={id}
                      type="text"
                      aria-label={t('dict.cell', { key, language: locale.toUpperCase() })}
                      value={ownText(locale, key) ?? ''}
                      placeholder={inherited[locale][key] ?? ''}
                      aria-describedby={notes.join(' ') || undefined}
                      aria-invalid={
                        cellIssues.some((issue) => issue.severity === 'error') || undefined
                      }
                      onChange={(event) => onChange(locale, key, event.target.value || undefined)}
                    />
                    {missing && (
                      <p className="missing-note" id={`${id}-missing`}>
                        {t('dict.missing', { language: locale.toUpperCase() })}
                      </p>
                    )}
                    {cellIssues.map((issue, index) => (
                      <p
                        key={index}
                        className={`issue issue-${issue.severity}`}
                        id={`${id}-issue-${index}`}
                      >
                        {formatIssue(issue)}
                      </p>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {shown < rows.length && (
        <button type="button" onClick={() => setShown(shown + PAGE)}>
          {t('dict.more')}
        </button>
      )}
    </div>
  );
}
