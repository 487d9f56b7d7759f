// The values of an account form and the problems under its fields. Values live here until the modal
// closes: a failed call never clears them ("a failed call never loses what the player
// typed"); typing in a field clears that field's problem.
import { useCallback, useState } from 'react';
import type { FormProblems } from '../../../engine';

export interface FormState<F extends string> {
  values: Record<F, string>;
  problems: FormProblems<F>;
  set(field: F, value: string): void;
  setProblems(problems: FormProblems<F>): void;
}

export function useFormState<F extends string>(
  initial: Record<F, string> | (() => Record<F, string>),
): FormState<F> {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FormProblems<F>>({});
  const set = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  return { values, problems, set, setProblems };
}
