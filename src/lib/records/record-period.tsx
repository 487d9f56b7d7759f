// A record's period (spec 000 §2 betting record, account record, profit and loss; spec 001 §9 "date
// pickers next/previous 7 and 30 days"): the days the gateway's last answer covered, and steps that
// move them (engine shiftRange). The member records and the agent reports share it.
import { useCallback } from 'react';
import { RANGE_STEPS, shiftRange, type DayRange } from '../../../engine';
import { PeriodPicker, type PeriodPickerProps } from '../../components/period-picker';
import { useTranslation } from '../i18n/use-translation';

/** The picker's props for the period an answer covered, in the current language. */
export function usePeriodPickerProps() {
  const { t } = useTranslation();
  return useCallback(
    (shown: DayRange, onChange: (period: DayRange) => void): PeriodPickerProps => ({
      label: t('records.period'),
      text: `${shown.startDate} – ${shown.endDate}`,
      steps: RANGE_STEPS.map((days) => ({
        days,
        label: t(days < 0 ? 'records.previousDays' : 'records.nextDays', {
          count: Math.abs(days),
        }),
      })),
      onStep: (days) => onChange(shiftRange(shown, days)),
    }),
    [t],
  );
}

export function RecordPeriod({
  shown,
  onChange,
}: {
  /** The period the last answer covered. */
  shown: DayRange | undefined;
  onChange: (period: DayRange) => void;
}) {
  const pickerProps = usePeriodPickerProps();
  if (!shown) return null;
  return <PeriodPicker {...pickerProps(shown, onChange)} />;
}
