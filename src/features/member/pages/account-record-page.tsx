// Account record (spec 000 §2 transactionHistory): the ledger of the main wallet in a period, by
// type (engine LEDGER_TYPES: every ledger kind belongs to one), with the balance after each line;
// the period moves like the other records' (the gateway's 7 days ending today at first).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_TYPES, type ActionPayload, type LedgerType } from '../../../../engine';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { SelectField } from '../../../components/select-field';
import { useGatewayQuery } from '../../../lib/api';
import { useLoadState, usePageFormats } from '../use-page-tools';
import { RecordPeriod, useRecordPeriod } from '../use-record-period';

export function AccountRecordPage() {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const loadState = useLoadState();
  const [type, setType] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const { period, setPeriod } = useRecordPeriod();
  const payload: ActionPayload<'walletTransactions'> = {
    ...(type ? { type: type as LedgerType } : {}),
    ...period,
    pageNo,
    pageSize: 10,
  };
  const ledger = useGatewayQuery('walletTransactions', payload);
  const data = ledger.data;
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
        label={t('records.type')}
        value={type}
        onChange={(value) => {
          setType(value);
          setPageNo(1);
        }}
        options={[
          { value: '', label: t('common.all') },
          ...LEDGER_TYPES.map((each) => ({ value: each, label: t(`records.ledger.${each}`) })),
        ]}
      />
      <LoadState {...loadState(ledger, (value) => value.list.length === 0)}>
        <RecordTable
          caption={t('member.transactionHistory')}
          columns={[
            { key: 'time', label: t('common.time') },
            { key: 'type', label: t('records.type') },
            { key: 'remark', label: t('records.remark') },
            { key: 'amount', label: t('common.amount'), numeric: true },
            { key: 'balanceAfter', label: t('records.balanceAfter'), numeric: true },
          ]}
          rows={(ledger.data?.list ?? []).map((line) => ({
            key: line.id,
            cells: {
              time: dateTime(line.createdAt),
              type: t(`records.ledger.${line.type}`),
              remark: line.remark,
              amount: money(line.amount),
              balanceAfter: money(line.balanceAfter),
            },
          }))}
          paging={{
            page: ledger.data?.pageNo ?? 1,
            totalPages: ledger.data?.totalPages ?? 1,
            onChange: setPageNo,
          }}
        />
      </LoadState>
    </>
  );
}
