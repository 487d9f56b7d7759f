// A record's period (spec 000 §2 betting record, account record, profit and loss; spec 001 §9): none
// at first, so the gateway answers its default (the 7 days ending today in the merchant's time
// zone) and says which days those are; the steps then move that period (engine shiftRange).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RANGE_STEPS, shiftRange, type DayRange } from '../../../engine';
import { PeriodPicker } from '../../components/period-picker';

export function useRecordPeriod() {
  const [period, setPeriod] = useState<DayRange>();
  return { period, setPeriod };
}

export function RecordPeriod({
  shown,
  onChange,
}: {
  /** The period the last answer covered. */
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
