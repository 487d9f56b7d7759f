// The studio's page: a header (the skin, the draft's state, undo and redo, the editor's language),
// the panels on the left, the panel being edited in the middle, and the live site on the right.
// It reads the studio's state (state/use-studio.ts) and hands plain values to the panels.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { layerDictionaries, LOCALES, ROUTES, type Locale, type SkinIssue } from '../../engine';
import type { JsonObject, SkinDocuments, StudioState } from '../api/wire';
import { IssueList } from '../components/issue-list';
import { controlId, placeIssues } from '../model/issue-places';
import { labelOf } from '../model/labels';
import { panelOfPointer, panelsOf, type PanelId } from '../model/panels';
import { resetOwn, setOwn } from '../model/skin-values';
import { useStudio, type StudioNotice } from '../state/use-studio';
import { STUDIO_LANGUAGES, useStudioTexts, type Translate } from '../texts/studio-texts';
import { ChangesPanel } from './changes-panel';
import { DictionariesPanel } from './dictionaries-panel';
import { FieldEnvironmentContext, type FieldEnvironment } from './field-environment';
import { SchemaField } from './schema-field';

function noticeText(t: Translate, notice: StudioNotice | undefined): string {
  if (!notice) return '';
  if (notice.kind === 'saved') return t('changes.saved', { files: notice.files.join(', ') });
  if (notice.kind === 'invalid') return t('changes.invalid', { errors: notice.errors });
  if (notice.kind === 'reloaded') return t('studio.reloaded');
  return t('changes.refused', { error: notice.error });
}

/** Takes the keyboard to a control once its panel shows it. */
function focusControl(id: string) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    const control = element?.matches('input, select, textarea, button, h3')
      ? element
      : element?.closest('fieldset')?.querySelector<HTMLElement>('input, select, textarea, button');
    control?.focus();
    control?.scrollIntoView({ block: 'center' });
  });
}

export function StudioApp() {
  const studio = useStudio();
  const { t, language, setLanguage } = useStudioTexts();
  const [panel, setPanel] = useState<PanelId>('brand');
  const preview = useRef<HTMLIFrameElement>(null);
  const { undo, redo } = studio;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const { state, history, status } = studio;
  const panels = useMemo(() => (state ? panelsOf(state.schema) : []), [state]);

  if (studio.phase === 'loading') return <p className="loading">{t('studio.loading')}</p>;
  if (studio.phase === 'failed' || !state || !status) {
    return (
      <main className="failed">
        <h1>{t('studio.title')}</h1>
        <p role="alert">{t('studio.loadFailed', { error: studio.loadError ?? '' })}</p>
      </main>
    );
  }

  const errors = status.issues.filter((issue) => issue.severity === 'error').length;
  const warnings = status.issues.length - errors;
  const header = (
    <header className="studio-header">
      <h1>
        {t('studio.title')} · {t('studio.skin', { id: state.id })}
        {state.lineage[1] && (
          <span className="lineage">
            {' '}
            ({t('studio.extends', { parent: state.lineage.slice(1).join(' → ') })})
          </span>
        )}
      </h1>
      <p className="draft-state" role="status">
        {studio.checking
          ? t('status.checking')
          : errors === 0 && warnings === 0
            ? t('status.valid')
            : t('status.counts', { errors, warnings })}
        {' · '}
        {status.changes.length > 0
          ? t('status.unsaved', { count: status.changes.length })
          : t('status.saved')}
      </p>
      <div className="header-actions">
        <button type="button" onClick={undo} disabled={!history?.past.length}>
          {t('studio.undo')}
        </button>
        <button type="button" onClick={redo} disabled={!history?.future.length}>
          {t('studio.redo')}
        </button>
        <button type="button" className="primary" onClick={() => setPanel('changes')}>
          {t('changes.review')} ({status.changes.length})
        </button>
        <div role="group" aria-label={t('studio.language')} className="languages">
          {STUDIO_LANGUAGES.map((option) => (
            <button
              key={option}
              type="button"
              lang={option}
              aria-pressed={language === option}
              onClick={() => setLanguage(option)}
            >
              {option.toUpperCase()}
            </button>
          ))}
        </div>
      </div>
    </header>
  );

  return (
    <div className="studio">
      {header}
      <StaleNotice stale={status.stale} t={t} onReload={studio.reload} />
      <p className="notice" role="status">
        {noticeText(t, studio.notice)}
      </p>
      {history ? (
        <Editor
          state={state}
          documents={history.present}
          issues={status.issues}
          panels={panels}
          panel={panel}
          onPanel={setPanel}
          studio={studio}
          t={t}
        />
      ) : (
        <main>
          <p role="alert">{t('studio.documentError', { error: state.documentError ?? '' })}</p>
          <button type="button" onClick={studio.reload}>
            {t('studio.reload')}
          </button>
        </main>
      )}
      <aside className="preview" aria-labelledby="preview-heading">
        <div className="preview-head">
          <h2 id="preview-heading">{t('preview.heading')}</h2>
          <button type="button" onClick={() => preview.current?.contentWindow?.location.reload()}>
            {t('preview.reload')}
          </button>
        </div>
        <iframe ref={preview} src="/" title={t('preview.frame', { id: state.id })} />
      </aside>
    </div>
  );
}

function StaleNotice({
  stale,
  t,
  onReload,
}: {
  stale: readonly string[];
  t: Translate;
  onReload(): void;
}) {
  if (stale.length === 0) return null;
  return (
    <div className="stale" role="alert">
      <p>{t('stale.message', { files: stale.join(', ') })}</p>
      <button type="button" onClick={onReload}>
        {t('stale.reload')}
      </button>
    </div>
  );
}

interface EditorProps {
  state: StudioState;
  documents: SkinDocuments;
  issues: readonly SkinIssue[];
  panels: ReturnType<typeof panelsOf>;
  panel: PanelId;
  onPanel(panel: PanelId): void;
  studio: ReturnType<typeof useStudio>;
  t: Translate;
}

function Editor({ state, documents, issues, panels, panel, onPanel, studio, t }: EditorProps) {
  const { edit, upload } = studio;
  const places = placeIssues(issues, state.files);
  const fileOf = (relative: string) =>
    state.files.find((file) => file.relative === relative)?.display ?? relative;
  const skinFile = fileOf('skin.json');
  const dictionaryFiles = Object.fromEntries(
    LOCALES.map((locale) => [locale, fileOf(`i18n/${locale}.json`)]),
  );
  const sources = useMemo(
    () => ({ own: documents.skin, parents: state.parents, schema: state.schema }),
    [documents.skin, state.parents, state.schema],
  );
  const inherited = useMemo(
    () => layerDictionaries([...state.parents].reverse().map((parent) => parent.dictionaries)),
    [state.parents],
  );
  const environment: FieldEnvironment = {
    sources,
    file: skinFile,
    issues: places.skin,
    assets: studio.assets,
    routes: ROUTES,
    t,
    set: (pointer, value) => edit({ ...documents, skin: setOwn(sources, pointer, value) }, pointer),
    reset: (pointer) =>
      edit({ ...documents, skin: resetOwn(documents.skin, pointer) }, `reset ${pointer}`),
    upload: async (file) => {
      const answer = await upload(file);
      if (answer.ok) return answer.value.path;
      throw new Error(answer.error.error);
    },
  };
  const setText = useCallback(
    (locale: Locale, key: string, text: string | undefined) => {
      const { [key]: _old, ...rest } = documents.dictionaries[locale] ?? {};
      const dictionary: JsonObject =
        text === undefined ? rest : { ...documents.dictionaries[locale], [key]: text };
      edit(
        { ...documents, dictionaries: { ...documents.dictionaries, [locale]: dictionary } },
        `${locale}:${key}`,
      );
    },
    [documents, edit],
  );

  const targetOf = (issue: SkinIssue): { panel: PanelId; id: string } | undefined => {
    if (issue.file === skinFile) {
      const target = panelOfPointer(panels, issue.pointer);
      return target && { panel: target, id: controlId(skinFile, issue.pointer) };
    }
    const locale = LOCALES.find((candidate) => dictionaryFiles[candidate] === issue.file);
    return locale && { panel: 'dictionaries', id: controlId(issue.file, issue.pointer) };
  };
  const current = panels.find((candidate) => candidate.id === panel) ?? panels[0]!;

  return (
    <>
      <nav className="panels" aria-label={t('nav.label')}>
        <ul>
          {panels.map((candidate) => (
            <li key={candidate.id}>
              <button
                type="button"
                aria-current={candidate.id === current.id ? 'page' : undefined}
                onClick={() => onPanel(candidate.id)}
              >
                {t(`panel.${candidate.id}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <main className="editor" aria-labelledby="panel-heading">
        <h2 id="panel-heading" className="panel-title">
          {t(`panel.${current.id}`)}
        </h2>
        <IssueList
          heading={t('issues.heading')}
          noneText={t('issues.none')}
          showText={t('issues.show')}
          issues={issues}
          canShow={(issue) => Boolean(targetOf(issue))}
          onShow={(issue) => {
            const target = targetOf(issue);
            if (!target) return;
            onPanel(target.panel);
            focusControl(target.id);
          }}
        />
        {current.id === 'dictionaries' && (
          <DictionariesPanel
            own={documents.dictionaries}
            inherited={inherited}
            issues={places.dictionaries}
            files={dictionaryFiles}
            t={t}
            onChange={setText}
          />
        )}
        {current.id === 'changes' && (
          <ChangesPanel
            changes={studio.status?.changes ?? []}
            saving={studio.saving}
            t={t}
            onSave={studio.save}
          />
        )}
        <FieldEnvironmentContext.Provider value={environment}>
          {current.properties.map((key) => (
            <SchemaField
              key={key}
              pointer={`/${key}`}
              schema={state.schema.properties![key]!}
              label={labelOf(key)}
              section
            />
          ))}
        </FieldEnvironmentContext.Provider>
      </main>
    </>
  );
}
