// Bonus details (spec 000 §2 bonusDetails): the bonuses the player received (promotions, raffle
// draws, rebate claims, VIP rewards), by kind, paged, with what was issued in all.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_KINDS, type BonusKind } from '../../../../engine';
import { FactList } from '../../../components/fact-list';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { SelectField } from '../../../components/select-field';
import { useGatewayQuery } from '../../../lib/api';
import { useLoadState, usePageFormats } from '../use-page-tools';

export function BonusPage() {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const loadState = useLoadState();
  const [kind, setKind] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useGatewayQuery('bonusRecords', {
    ...(kind ? { kind: kind as BonusKind } : {}),
    pageNo,
    pageSize: 10,
  });
  return (
    <>
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
