// A field problem (engine FormProblem: a catalogue key and its values) as the sentence under the
// field.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormProblem } from '../../../engine';

export function useProblemText(): (problem: FormProblem | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (problem) => (problem ? t(problem.key, { ...problem.params }) : undefined),
    [t],
  );
}
