import { parentPointer } from '../schema/json-pointer';
import type { IssueDraft, IssueSource, SkinIssue } from './skin-issue';
import type { SkinLayer } from './skin-layer';

/**
 * Place an issue in the text of the file that set the value. Layers are searched child first, at
 * the pointer and then at each ancestor: a child that sets `/theme/tokens/dark` but not `primary`
 * leaves a bad `primary` to its parent's file, while a value only defaults produced is reported
 * at the nearest object a file wrote.
 */
export function locateIssue(draft: IssueDraft, layers: readonly SkinLayer[]): SkinIssue {
  const found = findSource(draft.pointer, draft.source ? [draft.source] : layers);
  if (!found) return toIssue(draft, draft.source?.file ?? layers[0]?.file ?? '<unknown>', 1, 1);
  const { source, pointer, location } = found;
  const position =
    pointer === draft.pointer && draft.at === 'key' && location.key ? location.key : location.value;
  return toIssue(draft, source.file, position.line, position.column);
}

function findSource<T extends IssueSource>(target: string, sources: readonly T[]) {
  for (
    let pointer: string | undefined = target;
    pointer !== undefined;
    pointer = parentPointer(pointer)
  ) {
    for (const source of sources) {
      const location = source.locations.get(pointer);
      if (location) return { source, pointer, location };
    }
  }
  return undefined;
}

function toIssue(draft: IssueDraft, file: string, line: number, column: number): SkinIssue {
  const issue: SkinIssue = {
    file,
    line,
    column,
    pointer: draft.pointer,
    message: draft.message,
    expected: draft.expected,
    found: draft.found,
    severity: draft.severity ?? 'error',
    code: draft.code,
  };
  if (draft.hint) issue.hint = draft.hint;
  return issue;
}
