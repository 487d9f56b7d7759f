// Account record (spec 000 §2 transactionHistory): the ledger of the main wallet in a period, by
// type (engine LEDGER_TYPES: every ledger kind belongs to one), with the balance after each line;
// the period moves like the other records' (the gateway's 7 days ending today at first).
import { useState } from 'react';
import { LEDGER_TYPES, type ActionPayload, type LedgerType } from '../../../../engine';
import { ReportTable } from '../../../components/report-table';
import { SelectField } from '../../../components/select-field';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ledgerTable } from '../../../lib/records/ledger-table';
import { useReportRange } from '../../../lib/records/use-report-range';
import { usePageFormats } from '../use-page-tools';

export function AccountRecordPage() {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const range = useReportRange();
  const [type, setType] = useState('');
  const payload: ActionPayload<'walletTransactions'> = {
    ...(type ? { type: type as LedgerType } : {}),
    ...range.payload,
    pageSize: 10,
  };
  const ledger = useGatewayQuery('walletTransactions', payload);
  return (
    <ReportTable
      {...range.shell(ledger)}
      filters={
        <SelectField
          label={t('records.type')}
          value={type}
          onChange={(value) => {
            setType(value);
            range.restart();
          }}
          options={[
            { value: '', label: t('common.all') },
            ...LEDGER_TYPES.map((each) => ({ value: each, label: t(`records.ledger.${each}`) })),
          ]}
        />
      }
      caption={t('member.transactionHistory')}
      captionHidden
      {...ledgerTable(t, { money, dateTime }, ledger.data?.list ?? [])}
    />
  );
}
