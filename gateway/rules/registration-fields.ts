// Registration and password fields checked the way the form checks them (spec 000 §5), with the
// engine's rule checker and the merchant's own rules and settings: a field is required when the
// method needs it or the merchant demands it; each value keeps its acceptedPattern and length; the
// message is the catalogue's text for the rule's patternId, in the player's language.
import { CATALOGUE, checkField, interpolate, type FieldRule, type Locale } from '../../engine';
import { fail } from '../core/gateway-error';
import type { Merchant } from '../core/merchants';

export function fieldRule(merchant: Merchant, field: string) {
  return merchant.settings.registrationRules[field];
}

/** Throws FIELD_INVALID naming the field, unless the value keeps its rule. */
export function checkRuleField(
  merchant: Merchant,
  language: Locale,
  field: string,
  value: string,
  required: boolean,
): void {
  const rule = fieldRule(merchant, field);
  if (rule) checkValueAgainst(language, field, value, { ...rule, required });
}

/** Throws FIELD_INVALID naming the field, with the rule's text in the player's language. */
export function checkValueAgainst(
  language: Locale,
  field: string,
  value: string,
  rule: FieldRule & { required?: boolean },
): void {
  const problem = checkField(value, rule);
  if (!problem) return;
  fail('FIELD_INVALID', {
    message: interpolate(CATALOGUE[language][problem.key], problem.params),
    value: {
      field,
      patternId: rule.patternId,
      minLength: rule.minLength,
      maxLength: rule.maxLength,
    },
  });
}

/** Whether the merchant demands an optional field (settings `required`), and lets it be shown. */
export function merchantRequires(merchant: Merchant, field: string): boolean {
  const setting = merchant.settings.registrationSettings[field];
  return setting?.show !== false && setting?.required === true;
}

/** Whether the merchant accepts an optional field at all. */
export function merchantShows(merchant: Merchant, field: string): boolean {
  return merchant.settings.registrationSettings[field]?.show !== false;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Checks the optional fields of a registration: required ones must be there, present ones must
 * keep their rule. Returns the values the merchant accepts (hidden fields are dropped).
 */
export function checkOptionalFields(
  merchant: Merchant,
  language: Locale,
  payload: Record<string, unknown>,
  fields: readonly string[],
  alwaysRequired: ReadonlySet<string>,
): Record<string, string> {
  const accepted: Record<string, string> = {};
  for (const field of fields) {
    const required = alwaysRequired.has(field) || merchantRequires(merchant, field);
    if (!required && !merchantShows(merchant, field)) continue;
    const value = text(payload[field]).trim();
    checkRuleField(merchant, language, field, value, required);
    if (value) accepted[field] = value;
  }
  return accepted;
}

/**
 * New password: the merchant's password rule, equal to its confirmation, not the default or the old
 * one.
 */
export function checkNewPassword(
  merchant: Merchant,
  language: Locale,
  password: string,
  confirmation: string | undefined,
): void {
  checkRuleField(merchant, language, 'password', password, true);
  if (confirmation !== undefined && confirmation !== password) {
    fail('PASSWORD_MISMATCH', { value: { field: 'confirmPassword' } });
  }
  if (password === merchant.settings.defaultInitialPassword) {
    fail('PASSWORD_REUSED', { value: { field: 'password' } });
  }
}
