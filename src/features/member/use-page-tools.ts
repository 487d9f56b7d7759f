// What every member page needs beside its reads: money and times in the player's language, and the
// props of a read's loading, error and empty states (src/components/load-state.tsx).
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type ApiError } from '../../../engine';
import type { LoadStateProps } from '../../components/load-state';
import { useApiErrorMessage } from '../../lib/api';
import { useLanguage } from '../preferences/use-language';

export interface PlayFigures {
  stake: string;
  validBet: string;
  win: string;
  profit: string;
}

export interface PageFormats {
  money: (amount: string) => string;
  dateTime: (timestamp: string) => string;
  /** A record's four play figures, each as money. */
  figures: (row: PlayFigures) => PlayFigures;
}

export function usePageFormats(): PageFormats {
  const { language } = useLanguage();
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const money = (amount: string) => formatMoney(amount, language);
    return {
      money,
      dateTime: (timestamp: string) => dates.format(new Date(timestamp)),
      figures: (row: PlayFigures) => ({
        stake: money(row.stake),
        validBet: money(row.validBet),
        win: money(row.win),
        profit: money(row.profit),
      }),
    };
  }, [language]);
}

/** The load-state props of a read; `isEmpty` decides the empty state once it has data. */
export function useLoadState() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  return useCallback(
    <T>(
      query: UseQueryResult<T, ApiError>,
      isEmpty?: (data: T) => boolean,
    ): Omit<LoadStateProps, 'children'> => ({
      pending: query.isPending,
      loadingLabel: t('common.loading'),
      error: query.isError ? errorMessage(query.error) : undefined,
      onRetry: () => void query.refetch(),
      retryLabel: t('common.retry'),
      retrying: query.isFetching,
      empty: query.data !== undefined && isEmpty?.(query.data) ? t('common.noData') : undefined,
    }),
    [errorMessage, t],
  );
}
