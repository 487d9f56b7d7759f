// Checking one field value against its rule (spec 000 §5): the accepted pattern (`*` = anything)
// and the length between minLength and maxLength; the message comes from the catalogue keyed by
// the rule's patternId, with min and max filled in.
import { isMessageKey, type MessageKey } from '../i18n/catalogue';
import { lengthRange, type FieldProblem, type FieldRule } from './field-rule';
import { ANY_PATTERN, isPatternName, PATTERNS } from './patterns';

/**
 * The catalogue key explaining a rule: by patternId, else by pattern name, else the generic one.
 */
export function ruleMessageKey(rule: Pick<FieldRule, 'patternId' | 'acceptedPattern'>): MessageKey {
  for (const candidate of [`fieldRule.${rule.patternId}`, `fieldRule.${rule.acceptedPattern}`]) {
    if (isMessageKey(candidate)) return candidate;
  }
  return 'fieldRule.default';
}

function matchesPattern(value: string, acceptedPattern: string): boolean {
  if (acceptedPattern === ANY_PATTERN) return true;
  // An unknown pattern name never blocks a player; the effective-skin validator reports it.
  return isPatternName(acceptedPattern) ? PATTERNS[acceptedPattern].test(value) : true;
}

/**
 * null when the value passes. An empty value fails only when required (`validation.required`,
 * "Input cannot be empty"); length counts characters (code points), not UTF-16 units.
 */
export function checkField(
  value: string,
  rule: FieldRule & { required?: boolean },
): FieldProblem | null {
  const params = {
    min: rule.minLength,
    max: rule.maxLength,
    range: lengthRange(rule.minLength, rule.maxLength),
  };
  if (value === '') return rule.required ? { key: 'validation.required', params } : null;
  const length = Array.from(value).length;
  if (
    length < rule.minLength ||
    length > rule.maxLength ||
    !matchesPattern(value, rule.acceptedPattern)
  ) {
    return { key: ruleMessageKey(rule), params };
  }
  return null;
}

/** The confirmation of a password must equal it ('inconsistent twice', spec 000 §5). */
export function checkConfirmation(confirmation: string, original: string): FieldProblem | null {
  if (confirmation === '') {
    return { key: 'validation.required', params: { min: 0, max: 0, range: '0' } };
  }
  return confirmation === original
    ? null
    : { key: 'validation.inconsistentTwice', params: { min: 0, max: 0, range: '0' } };
}
