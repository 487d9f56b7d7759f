// The runtime's validators: ajv standalone code generated from schemas/ (engine/generated), so the
// browser checks what the gateway sent without ajv's compiler or `new Function`.
import {
  validateEffectiveSkin,
  validateModuleTree,
  type StandaloneValidator,
} from '../generated/validators';
import type { EffectiveSkin } from './effective-skin';
import type { ModuleNode } from './module-tree';

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

function firstProblem(validator: StandaloneValidator): string {
  const errors = validator.errors ?? [];
  const [error] = errors;
  if (!error) return 'it does not match its schema';
  // A value of a union of constants and enums (`*` or a pattern name) fails each branch: say it once.
  const sameValue = errors.filter((other) => other.instancePath === error.instancePath);
  const message = sameValue.every((other) => ['const', 'enum', 'anyOf'].includes(other.keyword))
    ? 'must be equal to one of the allowed values'
    : (error.message ?? 'is invalid');
  return `${error.instancePath || '/'} ${message}`;
}

export function checkModuleTree(tree: unknown): Checked<ModuleNode[]> {
  return validateModuleTree(tree)
    ? { ok: true, value: tree as ModuleNode[] }
    : { ok: false, problem: firstProblem(validateModuleTree) };
}

/** The schema, plus what a schema cannot say: every rule's minLength is at most its maxLength. */
export function checkEffectiveSkin(effective: unknown): Checked<EffectiveSkin> {
  if (!validateEffectiveSkin(effective)) {
    return { ok: false, problem: firstProblem(validateEffectiveSkin) };
  }
  const value = effective as EffectiveSkin;
  for (const [method, form] of Object.entries(value.registration.forms)) {
    for (const [field, state] of Object.entries(form ?? {})) {
      if (state.rule.minLength > state.rule.maxLength) {
        return {
          ok: false,
          problem: `/registration/forms/${method}/${field}/rule minLength ${state.rule.minLength} is above maxLength ${state.rule.maxLength}`,
        };
      }
    }
  }
  return { ok: true, value };
}
