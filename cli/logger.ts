// How commands speak (Docusaurus's logger, plainer): issue lines exactly as formatIssue prints
// them, so editors and CI annotate `file:line:col`; other lines start with what they are.
import { formatIssue, type SkinIssue } from '../engine';
import type { CliIo } from './io';

export interface Logger {
  info(line: string): void;
  success(line: string): void;
  warn(line: string): void;
  error(line: string): void;
  issue(issue: SkinIssue): void;
  /** A machine-readable answer (`--json`): one JSON document on stdout. */
  json(value: unknown): void;
}

export function createLogger(io: CliIo): Logger {
  return {
    info: (line) => io.out(line),
    success: (line) => io.out(`[SUCCESS] ${line}`),
    warn: (line) => io.err(`[WARNING] ${line}`),
    error: (line) => io.err(`[ERROR] ${line}`),
    issue: (issue) => io.out(formatIssue(issue)),
    json: (value) => io.out(JSON.stringify(value, null, 2)),
  };
}

/** `3 errors, 1 warning` — counts that read as English. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
