// Bonus details (spec 000 §2 bonusDetails): the bonuses the player received (promotions, raffle
// draws, rebate claims, VIP rewards) in a period moved by the record steps (spec 001 §9 promo date
// pickers: previous/next 7 and 30 days), by kind, paged, with what was issued in all.
import { useState } from 'react';
import { BONUS_KINDS, type BonusKind } from '../../../../engine';
import { FactList } from '../../../components/fact-list';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { SelectField } from '../../../components/select-field';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLoadState, usePageFormats } from '../use-page-tools';
import { RecordPeriod, useRecordPeriod } from '../use-record-period';

export function BonusPage() {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const loadState = useLoadState();
  const [kind, setKind] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const { period, setPeriod } = useRecordPeriod();
  const bonuses = useGatewayQuery('bonusRecords', {
    ...period,
    ...(kind ? { kind: kind as BonusKind } : {}),
    pageNo,
    pageSize: 10,
  });
  const data = bonuses.data;
  return (
    <>
      <RecordPeriod
        shown={data && { startDate: data.startDate, endDate: data.endDate }}
        onChange={(next) => {
          setPeriod(next);
          setPageNo(1);
        }}
      />
      <SelectField
        label={t('records.bonusKind')}
        value={kind}
        onChange={(value) => {
          setKind(value);
          setPageNo(1);
        }}
        options={[
          { value: '', label: t('common.all') },
          ...BONUS_KINDS.map((each) => ({ value: each, label: t(`records.bonus.${each}`) })),
        ]}
      />
      {bonuses.data && (
        <FactList
          facts={[{ term: t('records.totalIssued'), value: money(bonuses.data.totalIssued) }]}
        />
      )}
      <LoadState {...loadState(bonuses, (value) => value.list.length === 0)}>
        <RecordTable
          caption={t('member.bonusDetails')}
          captionHidden
          columns={[
            { key: 'time', label: t('common.time') },
            { key: 'kind', label: t('records.bonusKind') },
            { key: 'title', label: t('records.title') },
            { key: 'amount', label: t('common.amount'), numeric: true },
            { key: 'status', label: t('common.status') },
          ]}
          rows={(bonuses.data?.list ?? []).map((bonus) => ({
            key: bonus.id,
            cells: {
              time: dateTime(bonus.createdAt),
              kind: t(`records.bonus.${bonus.kind}`),
              title: bonus.title,
              amount: money(bonus.amount),
              status: t(`records.bonusStatus.${bonus.status}`),
            },
          }))}
          paging={{
            page: bonuses.data?.pageNo ?? 1,
            totalPages: bonuses.data?.totalPages ?? 1,
            onChange: setPageNo,
          }}
        />
      </LoadState>
    </>
  );
}
