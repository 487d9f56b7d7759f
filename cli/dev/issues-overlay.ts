// An invalid skin in dev shows its validate issues in Vite's error overlay, in the same lines
// `skinforge validate` prints, instead of stopping the server.
import type { ErrorPayload } from 'vite';
import { formatIssue, type SkinIssue } from '../../engine';

export const SKIN_PLUGIN_NAME = 'skinforge:skin';

export function skinIssuesMessage(id: string, issues: readonly SkinIssue[]): string {
  const errors = issues.filter((issue) => issue.severity === 'error');
  return [
    `Skin "${id}" has ${errors.length} error${errors.length === 1 ? '' : 's'}; fix and save to reload.`,
    ...issues.map(formatIssue),
  ].join('\n');
}

/** For a page that is open: pushed over the HMR socket. */
export function skinIssuesPayload(
  id: string,
  issues: readonly SkinIssue[],
  file?: string,
): ErrorPayload {
  return {
    type: 'error',
    err: { message: skinIssuesMessage(id, issues), stack: '', plugin: SKIN_PLUGIN_NAME, id: file },
  };
}

/**
 * For a page being loaded: thrown from transformIndexHtml, which Vite answers with its overlay
 * page.
 */
export function skinIssuesError(id: string, issues: readonly SkinIssue[]): Error {
  const error = new Error(skinIssuesMessage(id, issues)) as Error & { plugin?: string };
  error.stack = '';
  error.plugin = SKIN_PLUGIN_NAME;
  return error;
}
