// A field problem (engine FormProblem: a catalogue key and its values) as the sentence under the
// field.
import { useCallback } from 'react';
import type { FormProblem } from '../../../engine';
import { useTranslation } from '../../lib/i18n/use-translation';

export function useProblemText(): (problem: FormProblem | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (problem) => (problem ? t(problem.key, { ...problem.params }) : undefined),
    [t],
  );
}
