// CONTRIBUTING.md's table of features, written from the feature registry between two markers, so
// the page operators read can never disagree with the code.
import { FEATURE_IDS, FEATURES, MODULE_GROUPS } from '../../engine/features/feature-registry';

export const TABLE_START =
  '<!-- features:start (written by npm run gen from engine/features/feature-registry.ts) -->';
export const TABLE_END = '<!-- features:end -->';

function parentOf(moduleId: string): string {
  const entry = Object.entries(MODULE_GROUPS).find(([, children]) =>
    (children as readonly string[]).includes(moduleId),
  );
  return entry ? ` (under ${entry[0]})` : '';
}

export function featureTable(): string {
  const rows = FEATURE_IDS.map((id) => {
    const { moduleId, setting } = FEATURES[id];
    const wish =
      setting.includes === undefined
        ? `\`${setting.path}\` is true`
        : `\`${setting.path}\` includes \`${setting.includes}\``;
    return `| \`${id}\` | \`${moduleId}\`${parentOf(moduleId)} | ${wish} |`;
  });
  return [
    '| feature id | module id | the skin wants it when |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The document with the text between the markers replaced by the current table. */
export function withFeatureTable(document: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(
      `CONTRIBUTING.md has no ${TABLE_START} … ${TABLE_END} markers for the feature table`,
    );
  }
  return `${document.slice(0, start + TABLE_START.length)}\n${featureTable()}\n${document.slice(end)}`;
}
