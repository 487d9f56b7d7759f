// Where the editor shows each issue of the engine: at the control of the skin's own value it is
// about (its pointer in skin.json), at the row of a dictionary text, or — for a parent's file —
// in the list of the draft's issues only.
import type { Locale, SkinIssue } from '../../engine';
import type { StudioFile } from '../api/wire';

export interface IssuePlaces {
  skin: SkinIssue[];
  dictionaries: Partial<Record<Locale, SkinIssue[]>>;
}

export function placeIssues(
  issues: readonly SkinIssue[],
  files: readonly StudioFile[],
): IssuePlaces {
  const places: IssuePlaces = { skin: [], dictionaries: {} };
  for (const issue of issues) {
    const file = files.find((candidate) => candidate.display === issue.file);
    const locale = /^i18n\/(\w+)\.json$/.exec(file?.relative ?? '')?.[1] as Locale | undefined;
    if (file?.relative === 'skin.json') places.skin.push(issue);
    else if (locale) (places.dictionaries[locale] ??= []).push(issue);
  }
  return places;
}

/** The issues of `pointer`, and with `below` those of the values inside it too. */
export function issuesAt(
  issues: readonly SkinIssue[],
  pointer: string,
  below = false,
): SkinIssue[] {
  return issues.filter(
    (issue) => issue.pointer === pointer || (below && issue.pointer.startsWith(`${pointer}/`)),
  );
}

/** The id of the control that edits `pointer` of `file`, to focus it from the issue list. */
export const controlId = (file: string, pointer: string) => `control:${file}:${pointer}`;
