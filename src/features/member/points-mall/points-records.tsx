// The mall's two records (spec 001 §3): the redeem history (name, quantity, points and amount
// requirements, status, time) and the points details (changed points, balance, remark, type,
// status, time), a page at a time.
import { useState } from 'react';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLoadState, usePageFormats } from '../use-page-tools';

const REDEEM_STATUS = {
  'in process': 'inProcess',
  rejected: 'rejected',
  approved: 'approved',
} as const;

const LINE_STATUS = { ...REDEEM_STATUS, done: 'done' } as const;

export function RedeemHistory({ format }: { format: (points: number) => string }) {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const loadState = useLoadState();
  const [pageNo, setPageNo] = useState(1);
  const redeems = useGatewayQuery('redeemList', { pageNo, pageSize: 10 });
  return (
    <LoadState {...loadState(redeems, (value) => value.list.length === 0)}>
      <RecordTable
        caption={t('points.redeemHistory')}
        columns={[
          { key: 'time', label: t('common.time') },
          { key: 'name', label: t('points.name') },
          { key: 'quantity', label: t('points.quantity'), numeric: true },
          { key: 'points', label: t('points.pointsRequired'), numeric: true },
          { key: 'amount', label: t('points.amountRequired'), numeric: true },
          { key: 'status', label: t('common.status') },
        ]}
        rows={(redeems.data?.list ?? []).map((redeem) => ({
          key: redeem.id,
          cells: {
            time: dateTime(redeem.createdAt),
            name: redeem.name,
            quantity: redeem.quantity,
            points: format(redeem.points),
            amount: money(redeem.amountRequirement),
            status: (
              <span data-redeem-status={redeem.status}>
                {t(`points.status.${REDEEM_STATUS[redeem.status]}`)}
              </span>
            ),
          },
        }))}
        paging={{
          page: redeems.data?.pageNo ?? 1,
          totalPages: redeems.data?.totalPages ?? 1,
          onChange: setPageNo,
        }}
      />
    </LoadState>
  );
}

export function PointsDetails({ format }: { format: (points: number) => string }) {
  const { t } = useTranslation();
  const { dateTime } = usePageFormats();
  const loadState = useLoadState();
  const [pageNo, setPageNo] = useState(1);
  const lines = useGatewayQuery('pointsDetail', { pageNo, pageSize: 10 });
  return (
    <LoadState {...loadState(lines, (value) => value.list.length === 0)}>
      <RecordTable
        caption={t('points.details')}
        columns={[
          { key: 'time', label: t('common.time') },
          { key: 'type', label: t('points.type') },
          { key: 'changed', label: t('points.changed'), numeric: true },
          { key: 'balance', label: t('points.balance'), numeric: true },
          { key: 'remark', label: t('points.remark') },
          { key: 'status', label: t('common.status') },
        ]}
        rows={(lines.data?.list ?? []).map((line) => ({
          key: line.id,
          cells: {
            time: dateTime(line.createdAt),
            type: t(`points.type.${line.type}`),
            changed: `${line.changedPoints > 0 ? '+' : ''}${format(line.changedPoints)}`,
            balance: format(line.pointsBalance),
            remark: line.remark,
            status: t(`points.status.${LINE_STATUS[line.status]}`),
          },
        }))}
        paging={{
          page: lines.data?.pageNo ?? 1,
          totalPages: lines.data?.totalPages ?? 1,
          onChange: setPageNo,
        }}
      />
    </LoadState>
  );
}
