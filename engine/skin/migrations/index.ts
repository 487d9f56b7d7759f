// Every migration step, in order: a skin file written for schema version n is rewritten by the
// steps from n on, each a tested text edit (migration-step.ts). The last step's `to` is the
// current version; schemas/skin.schema.json's `schemaVersion` default and maximum say the same
// (a test holds them together). A new shape change: a step file here, listed below, and the schema
// bumped.
import { parseJsonSource } from '../json-source';
import { formattingOf, editJson, type MigrationStep } from './migration-step';
import { ageGateAndMirrors } from './v1-age-gate-and-mirrors';

export type { MigrationStep } from './migration-step';

export const MIGRATIONS: readonly MigrationStep[] = [ageGateAndMirrors];

export const CURRENT_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].to;

/**
 * The version a parsed skin file states: the current one when it states none, undefined when what
 * it states is not a whole number (the schema reports that).
 */
export function schemaVersionOf(value: Record<string, unknown>): number | undefined {
  const version = value.schemaVersion;
  if (version === undefined) return CURRENT_SCHEMA_VERSION;
  return Number.isInteger(version) ? (version as number) : undefined;
}

export type MigrationResult =
  | { ok: true; from: number; to: number; text: string; steps: readonly MigrationStep[] }
  | { ok: false; message: string; at?: { line: number; column: number } };

/** A skin.json's text brought to the current schema version (unchanged when it is already). */
export function migrateSkinText(text: string): MigrationResult {
  const parsed = parseJsonSource(text);
  if (!parsed.ok) {
    return {
      ok: false,
      message: `is not valid JSON: ${parsed.error.message}`,
      at: parsed.error.position,
    };
  }
  const value = parsed.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: 'is not a JSON object' };
  }
  const from = schemaVersionOf(value as Record<string, unknown>);
  if (from === undefined || from < 1 || from > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      message: `states schemaVersion ${JSON.stringify((value as Record<string, unknown>).schemaVersion)}; this Skinforge knows versions 1 to ${CURRENT_SCHEMA_VERSION}`,
    };
  }
  const steps = MIGRATIONS.filter((step) => step.from >= from);
  const formatting = formattingOf(text);
  let migrated = text;
  for (const step of steps) {
    const current = parseJsonSource(migrated);
    if (!current.ok) throw new Error(`migration ${step.from} → ${step.to} wrote invalid JSON`);
    migrated = step.migrate(migrated, current.value as Record<string, unknown>, formatting);
    migrated = editJson(migrated, ['schemaVersion'], step.to, formatting, { after: '$schema' });
  }
  return { ok: true, from, to: CURRENT_SCHEMA_VERSION, text: migrated, steps };
}
