// What every member page needs beside its reads: money and times in the player's language, and the
// props of a read's loading, error and empty states (src/components/load-state.tsx).
import { useMemo } from 'react';
import { formatDate, formatMoney } from '../../../engine';
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
    const money = (amount: string) => formatMoney(amount, language);
    return {
      money,
      dateTime: (timestamp: string) => formatDate(timestamp, language, 'dateTime'),
      figures: (row: PlayFigures) => ({
        stake: money(row.stake),
        validBet: money(row.validBet),
        win: money(row.win),
        profit: money(row.profit),
      }),
    };
  }, [language]);
}

// Shared with the pages outside the member centre (src/lib/api).
export { useLoadState } from '../../lib/api';
