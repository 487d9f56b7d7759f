// A record's period (spec 000 §2 betting record, account record, profit and loss; spec 001 §9 "date
// pickers next/previous 7 and 30 days"): the days the gateway's last answer covered, and steps that
// move them (engine shiftRange). The member records and the agent reports share it.
import { useTranslation } from 'react-i18next';
import { RANGE_STEPS, shiftRange, type DayRange } from '../../../engine';
import { PeriodPicker } from '../../components/period-picker';

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
