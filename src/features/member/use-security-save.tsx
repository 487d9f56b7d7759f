// A security-centre form's save: the gateway action, then the details read again (the masked
// contacts, the profile, whether a transaction password exists), and the form's own reset. The
// form shows the answer under its button: the gateway's message on a refusal (it names the field),
// the saved line on success.
import { useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { ActionName, ApiError } from '../../../engine';
import { Button } from '../../components/button';
import { gatewayQueryKey, useApiErrorMessage, useGatewayMutation } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';

export const SECURITY_KEY = gatewayQueryKey('securityInfo');

export function useSecuritySave<N extends ActionName>(name: N, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useGatewayMutation(name, {
    onSuccess: () => {
      onSaved?.();
      void queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('withdrawalInfo') });
    },
  });
}

/**
 * A security-centre form: its title names it, its fields, the answer, and its button. A form that
 * can be saved only once (`doneOnSave`: a one-click account names itself once) gives way, when
 * saved, to its title and the saved line, with nothing left to submit again.
 */
export function SaveForm({
  title,
  onSubmit,
  error,
  saved,
  savedText,
  pending,
  submitLabel,
  doneOnSave = false,
  children,
}: {
  title: string;
  onSubmit(): void;
  error: ApiError | null;
  saved: boolean;
  savedText: string;
  pending: boolean;
  /** The button's words; the catalogue's submit when absent. */
  submitLabel?: string;
  doneOnSave?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const titleId = useId();
  if (doneOnSave && saved) {
    return (
      <section aria-labelledby={titleId}>
        <h3 id={titleId}>{title}</h3>
        <p role="status">{savedText}</p>
      </section>
    );
  }
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={titleId}>{title}</h3>
      {children}
      {error ? (
        <p role="alert">{errorMessage(error)}</p>
      ) : (
        saved && <p role="status">{savedText}</p>
      )}
      <Button type="submit" pending={pending}>
        {submitLabel ?? t('common.submit')}
      </Button>
    </form>
  );
}
