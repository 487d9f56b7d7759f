// A record's period (spec 000 §2 betting record, account record, profit and loss; spec 001 §9): none
// at first, so the gateway answers its default (the 7 days ending today in the merchant's time
// zone) and says which days those are; the steps then move that period (engine shiftRange).
import { useState } from 'react';
import type { DayRange } from '../../../engine';

export function useRecordPeriod() {
  const [period, setPeriod] = useState<DayRange>();
  return { period, setPeriod };
}

export { RecordPeriod } from '../../lib/records/record-period';
