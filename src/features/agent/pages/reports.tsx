// The agent's reports (spec 001 §2): team betting (personalHistoryCopy), user loss
// (palStatementsAgentCopy), account details (agentDownlineTransactionDetailsCopy) and my income
// (agentRevenueReport), and the red envelopes the team opened (spec 001 §2 "Also named: red
// envelope"), each over a period with pages, as the gateway computes them from the team's plays,
// ledger lines, settlements and reward claims. A report narrows to one team member by name.
import { useState } from 'react';
import { Button } from '../../../components/button';
import { RecordTable } from '../../../components/record-table';
import { ReportTable } from '../../../components/report-table';
import { TextField } from '../../../components/text-field';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useReportRange } from '../../../lib/records/use-report-range';
import { useAgentFormats } from '../agent-tools';
import { AgentForm } from './agent-form';

interface PlayFigures {
  stake: string;
  validBet: string;
  win: string;
  profit: string;
}

/** The period, page and member a report asks for, and the search that narrows it to one member. */
function useReportQuery(withMember = true) {
  const range = useReportRange();
  const [username, setUsername] = useState('');
  const payload = { ...range.payload, ...(withMember && username ? { username } : {}) };
  const filters = withMember ? (
    <MemberSearch
      onMember={(name) => {
        setUsername(name);
        range.restart();
      }}
    />
  ) : undefined;
  return { payload, filters, shell: range.shell };
}

function MemberSearch({ onMember }: { onMember: (username: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <AgentForm
      label={t('common.search')}
      onSubmit={(event) => {
        event.preventDefault();
        onMember(name.trim());
      }}
    >
      <TextField
        label={t('agentReport.account')}
        autoComplete="off"
        type="search"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </AgentForm>
  );
}

function useFigures() {
  const { money } = useAgentFormats();
  return (row: PlayFigures) => ({
    stake: money(row.stake),
    validBet: money(row.validBet),
    win: money(row.win),
    profit: money(row.profit),
  });
}

function useFigureColumns() {
  const { t } = useTranslation();
  return [
    { key: 'stake', label: t('records.stake'), numeric: true },
    { key: 'validBet', label: t('records.validBet'), numeric: true },
    { key: 'win', label: t('records.win'), numeric: true },
    { key: 'profit', label: t('records.profit'), numeric: true },
  ];
}

export function TeamBettingPage() {
  const { t } = useTranslation();
  const { dateTime } = useAgentFormats();
  const figures = useFigures();
  const figureColumns = useFigureColumns();
  const { payload, filters, shell } = useReportQuery();
  const report = useGatewayQuery('teamBetting', payload);
  const data = report.data;
  return (
    <ReportTable
      {...shell(report)}
      filters={filters}
      caption={t('agentPage.personalHistoryCopy')}
      captionHidden
      columns={[
        { key: 'time', label: t('common.time') },
        { key: 'account', label: t('agentReport.account') },
        { key: 'game', label: t('records.game') },
        ...figureColumns,
      ]}
      rows={(data?.list ?? []).map((row) => ({
        key: row.id,
        cells: {
          time: dateTime(row.createdAt),
          account: row.account,
          game: row.gameName,
          ...figures(row),
        },
      }))}
      totals={data && { time: t('records.totals'), ...figures(data.totals) }}
    />
  );
}

export function UserLossPage() {
  const { t } = useTranslation();
  const figures = useFigures();
  const figureColumns = useFigureColumns();
  const { payload, filters, shell } = useReportQuery();
  const report = useGatewayQuery('userLoss', payload);
  const data = report.data;
  return (
    <ReportTable
      {...shell(report)}
      filters={filters}
      caption={t('agentPage.palStatementsAgentCopy')}
      captionHidden
      columns={[
        { key: 'account', label: t('agentReport.account') },
        { key: 'plays', label: t('agentReport.plays'), numeric: true },
        ...figureColumns,
      ]}
      rows={(data?.list ?? []).map((row) => ({
        key: row.account,
        cells: { account: row.account, plays: String(row.plays), ...figures(row) },
      }))}
      totals={data && { account: t('records.totals'), ...figures(data.totals) }}
    />
  );
}

export function AccountDetailsPage() {
  const { t } = useTranslation();
  const { money, dateTime } = useAgentFormats();
  const { payload, filters, shell } = useReportQuery();
  const report = useGatewayQuery('downlineTransactions', payload);
  return (
    <ReportTable
      {...shell(report)}
      filters={filters}
      caption={t('agentPage.agentDownlineTransactionDetailsCopy')}
      captionHidden
      columns={[
        { key: 'time', label: t('common.time') },
        { key: 'account', label: t('agentReport.account') },
        { key: 'type', label: t('records.type') },
        { key: 'amount', label: t('agentReport.amount'), numeric: true },
        { key: 'balanceAfter', label: t('records.balanceAfter'), numeric: true },
        { key: 'remark', label: t('records.remark') },
      ]}
      rows={(report.data?.list ?? []).map((row) => ({
        key: row.id,
        cells: {
          time: dateTime(row.createdAt),
          account: row.account,
          type: t(`records.ledger.${row.type}`),
          amount: money(row.amount),
          balanceAfter: money(row.balanceAfter),
          remark: row.remark,
        },
      }))}
    />
  );
}

export function IncomePage() {
  const { t } = useTranslation();
  const { money } = useAgentFormats();
  const { payload, shell } = useReportQuery(false);
  const report = useGatewayQuery('incomeReport', payload);
  const data = report.data;
  return (
    <ReportTable
      // The period's sums by kind stand above the days even when no day has a settlement.
      {...shell(report, () => false)}
      summary={
        <RecordTable
          caption={t('agentReport.byKind')}
          columns={[
            { key: 'kind', label: t('agentReport.kind') },
            { key: 'amount', label: t('agentReport.amount'), numeric: true },
          ]}
          rows={(data?.byKind ?? []).map((row) => ({
            key: row.kind,
            cells: { kind: t(`contractKind.${row.kind}`), amount: money(row.amount) },
          }))}
          totals={data && { kind: t('agentReport.total'), amount: money(data.amount) }}
        />
      }
      caption={t('agentReport.byDay')}
      columns={[
        { key: 'date', label: t('records.date') },
        { key: 'kind', label: t('agentReport.kind') },
        { key: 'settlements', label: t('agentReport.settlements'), numeric: true },
        { key: 'amount', label: t('agentReport.amount'), numeric: true },
      ]}
      rows={(data?.list ?? []).map((row) => ({
        key: `${row.date}-${row.kind}`,
        cells: {
          date: row.date,
          kind: t(`contractKind.${row.kind}`),
          settlements: String(row.settlements),
          amount: money(row.amount),
        },
      }))}
    />
  );
}

export function RedEnvelopePage() {
  const { t } = useTranslation();
  const { money, dateTime } = useAgentFormats();
  const { payload, filters, shell } = useReportQuery();
  const report = useGatewayQuery('agentRedEnvelopes', payload);
  const data = report.data;
  return (
    <ReportTable
      {...shell(report)}
      filters={filters}
      caption={t('agentPage.redEnvelope')}
      captionHidden
      columns={[
        { key: 'time', label: t('common.time') },
        { key: 'account', label: t('agentReport.account') },
        { key: 'amount', label: t('agentReport.amount'), numeric: true },
      ]}
      rows={(data?.list ?? []).map((row) => ({
        key: row.id,
        cells: { time: dateTime(row.openedAt), account: row.account, amount: money(row.amount) },
      }))}
      totals={
        data && {
          time: t('records.totals'),
          account: t('agentRedEnvelopes.count', { count: data.total }),
          amount: money(data.amount),
        }
      }
    />
  );
}
