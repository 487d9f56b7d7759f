// The props of a read's loading, error and empty states (src/components/load-state.tsx), from the
// read itself: the spec's error sentence, a retry, and the empty line once it has data.
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiError } from '../../../engine';
import type { LoadStateProps } from '../../components/load-state';
import { useTranslation } from '../i18n/use-translation';
import { useApiErrorMessage } from './api-error-message';

/**
 * The load-state props of a read; `isEmpty` decides the empty state once it has data, and
 * `emptyText` says it (the catalogue's "no data" when absent).
 */
export function useLoadState() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  return useCallback(
    <T>(
      query: UseQueryResult<T, ApiError>,
      isEmpty?: (data: T) => boolean,
      emptyText?: string,
    ): Omit<LoadStateProps, 'children'> => ({
      pending: query.isPending,
      loadingLabel: t('common.loading'),
      error: query.isError ? errorMessage(query.error) : undefined,
      onRetry: () => void query.refetch(),
      retryLabel: t('common.retry'),
      retrying: query.isFetching,
      empty:
        query.data !== undefined && isEmpty?.(query.data)
          ? (emptyText ?? t('common.noData'))
          : undefined,
    }),
    [errorMessage, t],
  );
}
