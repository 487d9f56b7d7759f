// What every agent page needs beside its reads: money and times in the agent's language, and (the
// member records' own, from src/lib) the load-state props.
import { useMemo } from 'react';
import { formatDate, formatMoney } from '../../../engine';
import { useLanguage } from '../preferences/use-language';

export function useAgentFormats() {
  const { language } = useLanguage();
  return useMemo(() => {
    return {
      money: (amount: string) => formatMoney(amount, language),
      dateTime: (timestamp: string) => formatDate(timestamp, language, 'dateTime'),
    };
  }, [language]);
}

export { useLoadState as useLoadProps } from '../../lib/api';
