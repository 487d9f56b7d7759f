// What a form shows under a field that fails: a catalogue key and the values its text fills in.
// Field rules give FieldProblem (min, max, range); the account forms add their own checks (terms,
// age, confirmation), so this is the wider shape every form of engine/auth answers with.
import type { MessageKey } from '../i18n/catalogue';
import type { MessageParams } from '../i18n/interpolate';

export interface FormProblem {
  key: MessageKey;
  params?: MessageParams;
}

/** One problem per field that fails; a field that passes has no entry. */
export type FormProblems<Field extends string> = Partial<Record<Field, FormProblem>>;

/** Whether a form may be sent: no field has a problem. */
export function formPasses(problems: FormProblems<string>): boolean {
  return Object.values(problems).every((problem) => problem === undefined);
}
