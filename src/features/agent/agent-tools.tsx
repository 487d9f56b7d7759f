// What every agent page needs beside its reads: money and times in the agent's language, the
// props of a read's loading, error and empty states, and the period picker of the reports (spec
// 001 §9 "date pickers next/previous 7 and 30 days"; the gateway answers which days it covered).
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  RANGE_STEPS,
  shiftRange,
  type ApiError,
  type DayRange,
} from '../../../engine';
import type { LoadStateProps } from '../../components/load-state';
import { PeriodPicker } from '../../components/period-picker';
import { useApiErrorMessage } from '../../lib/api';
import { useLanguage } from '../preferences/use-language';

export function useAgentFormats() {
  const { language } = useLanguage();
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return {
      money: (amount: string) => formatMoney(amount, language),
      dateTime: (timestamp: string) => dates.format(new Date(timestamp)),
    };
  }, [language]);
}

/** The load-state props of a read; `isEmpty` decides the empty state once it has data. */
export function useLoadProps() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  return useCallback(
    <T,>(
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

export function AgentPeriod({
  shown,
  onChange,
}: {
  shown: DayRange | undefined;
  onChange: (period: DayRange) => void;
}) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <PeriodPicker
      label={t('records.period')}
      text={`${shown.startDate} – ${shown.endDate}`}
      steps={RANGE_STEPS.map((days) => ({
        days,
        label: t(days < 0 ? 'records.previousDays' : 'records.nextDays', {
          count: Math.abs(days),
        }),
      }))}
      onStep={(days) => onChange(shiftRange(shown, days))}
    />
  );
}
