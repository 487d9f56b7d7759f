// What every agent page needs beside its reads: money and times in the agent's language, and (the
// member records' own, from src/lib) the load-state props.
import { useMemo } from 'react';
import { formatMoney } from '../../../engine';
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

export { useLoadState as useLoadProps } from '../../lib/api';
