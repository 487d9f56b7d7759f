// Credit report (spec 001 §2 "also named"): the money in and out of the agent's own wallet in a
// period — deposits, withdrawals, transfers with its upline and downline, settlement income and
// adjustments, never its own plays — from the gateway's ledger lines, with the period's sums.
import { useState } from 'react';
import { FactList } from '../../../components/fact-list';
import { ReportTable } from '../../../components/report-table';
import { SelectField } from '../../../components/select-field';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ledgerTable } from '../../../lib/records/ledger-table';
import { useReportRange } from '../../../lib/records/use-report-range';
import { useAgentFormats } from '../agent-tools';

const CREDIT_TYPES = ['deposit', 'withdrawal', 'transfer', 'bonus', 'adjustment'] as const;
type CreditType = (typeof CREDIT_TYPES)[number];

export function CreditReportPage({ caption }: { caption: string }) {
  const { t } = useTranslation();
  const { money, dateTime } = useAgentFormats();
  const range = useReportRange();
  const [type, setType] = useState<CreditType | ''>('');
  const report = useGatewayQuery('agentCreditReport', {
    ...range.payload,
    ...(type ? { type } : {}),
  });
  const data = report.data;
  return (
    <ReportTable
      {...range.shell(report, () => false)}
      filters={
        <SelectField
          label={t('agentCredit.type')}
          value={type}
          onChange={(value) => {
            setType(value as CreditType | '');
            range.restart();
          }}
          options={[
            { value: '', label: t('common.all') },
            ...CREDIT_TYPES.map((each) => ({ value: each, label: t(`records.ledger.${each}`) })),
          ]}
        />
      }
      summary={
        data && (
          <section aria-label={t('agentCredit.summary')}>
            <FactList
              facts={[
                { term: t('agentCredit.credited'), id: 'credited', value: money(data.credited) },
                { term: t('agentCredit.debited'), id: 'debited', value: money(data.debited) },
                { term: t('agentCredit.net'), id: 'net', value: money(data.net) },
              ]}
            />
          </section>
        )
      }
      caption={caption}
      captionHidden
      {...ledgerTable(t, { money, dateTime }, data?.list ?? [])}
    />
  );
}
