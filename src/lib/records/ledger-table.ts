// A wallet's ledger lines as a table (the member's account record, the agent's credit report): the
// time, the record type, the remark, the amount and the balance after it. The caller gives its
// texts and formats, so a feature's language decides them.
import type { TFunction } from 'i18next';
import type { ApiLedgerEntry } from '../../../engine';
import type { RecordTableProps } from '../../components/record-table';

export interface LedgerFormats {
  money: (amount: string) => string;
  dateTime: (timestamp: string) => string;
}

export function ledgerTable(
  t: TFunction,
  { money, dateTime }: LedgerFormats,
  lines: readonly ApiLedgerEntry[],
): Pick<RecordTableProps, 'columns' | 'rows'> {
  return {
    columns: [
      { key: 'time', label: t('common.time') },
      { key: 'type', label: t('records.type') },
      { key: 'remark', label: t('records.remark') },
      { key: 'amount', label: t('common.amount'), numeric: true },
      { key: 'balanceAfter', label: t('records.balanceAfter'), numeric: true },
    ],
    rows: lines.map((line) => ({
      key: line.id,
      cells: {
        time: dateTime(line.createdAt),
        type: t(`records.ledger.${line.type}`),
        remark: line.remark,
        amount: money(line.amount),
        balanceAfter: money(line.balanceAfter),
      },
    })),
  };
}
