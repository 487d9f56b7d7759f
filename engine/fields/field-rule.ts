import type { FieldRule } from '../generated/effective-skin-types';
import type { MessageKey } from '../i18n/catalogue';

/**
 * How a form field is checked (spec 000 §3 "Registration rules per field"): the gateway sends
 * these per field; engine/fields/default-rules.ts holds the engine's own when it sends none.
 */
export type { FieldRule };

/** A field that fails: a catalogue key and the values its text interpolates. */
export interface FieldProblem {
  key: MessageKey;
  params: { min: number; max: number; range: string };
}

/** "6 - 16", or "6" when both bounds are equal (spec 000 §5). */
export function lengthRange(min: number, max: number): string {
  return min === max ? String(min) : `${min} - ${max}`;
}
