// The four settlement record pages (spec 001 §2 agentDividendRecordCopy2, agentDailyWages2,
// agentHourSalary, agentRealtimeSalary): each period the engine settled under the agent's own
// contracts and those it gave, with the terms applied; dividends wait for the claim (process
// dividend). Below, the offer of that kind to a direct downline agent, its fields and rules the
// gateway's JSON Schema.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { moneyCents, type ActionPayload, type ContractKind } from '../../../../engine';
import { Button } from '../../../components/button';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import {
  gatewayQueryKey,
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
} from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAgentFormats, useLoadProps } from '../agent-tools';
import { AgentForm } from './agent-form';

function OfferForm({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const form = useGatewayQuery('contractForm', { kind });
  const team = useGatewayQuery('agentTeam', { pageSize: 100 });
  const agents = (team.data?.list ?? []).filter((row) => row.type !== 0);
  const [downline, setDownline] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const onSuccess = () =>
    void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('contractRequests') });
  const offer = useGatewayMutation('contractOffer', { onSuccess });
  const hourly = useGatewayMutation('hourlySalaryContract', { onSuccess });
  const realtime = useGatewayMutation('realtimeSalaryContract', { onSuccess });
  const sending = kind === 'hourlySalary' ? hourly : kind === 'realtimeSalary' ? realtime : offer;
  const schema = form.data?.schema;
  if (!schema || agents.length === 0) return null;
  const chosen = downline || agents[0].account;
  const value = (name: string) => {
    const text = (values[name] ?? '').trim();
    return schema.properties[name]?.type === 'integer' && /^\d+$/.test(text) ? Number(text) : text;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = Object.fromEntries(schema.required.map((name) => [name, value(name)]));
    if (kind === 'hourlySalary') {
      hourly.mutate({ downline: chosen, ...fields } as ActionPayload<'hourlySalaryContract'>);
    } else if (kind === 'realtimeSalary') {
      realtime.mutate({ downline: chosen, ...fields } as ActionPayload<'realtimeSalaryContract'>);
    } else {
      offer.mutate({ downline: chosen, kind, ...fields } as ActionPayload<'contractOffer'>);
    }
  };
  return (
    <AgentForm
      label={t('contractOffer.title', { kind: t(`contractKind.${kind}`) })}
      onSubmit={submit}
      error={sending.isError ? errorMessage(sending.error) : undefined}
      done={sending.data && t('contractOffer.sent', { account: sending.data.downline })}
    >
      <h3>{t('contractOffer.title', { kind: t(`contractKind.${kind}`) })}</h3>
      <SelectField
        label={t('contractOffer.downline')}
        value={chosen}
        onChange={setDownline}
        options={agents.map((row) => ({ value: row.account, label: row.account }))}
      />
      {schema.required.map((name) => (
        <TextField
          key={name}
          label={t(`contractTerm.${name}` as 'contractTerm.rate')}
          hint={t('contractOffer.hint', { expected: schema.properties[name]['x-expected'] })}
          autoComplete="off"
          inputMode={schema.properties[name].type === 'integer' ? 'numeric' : 'decimal'}
          required
          value={values[name] ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      ))}
      <Button type="submit" pending={sending.isPending}>
        {t('contractOffer.submit')}
      </Button>
    </AgentForm>
  );
}

function ClaimButton({ pending }: { pending: string }) {
  const { t } = useTranslation();
  const { money } = useAgentFormats();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const claim = useGatewayMutation('processDividend', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('agentSettlements') });
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('balance') });
    },
  });
  return (
    <AgentForm
      onSubmit={(event) => {
        event.preventDefault();
        claim.mutate({});
      }}
      error={claim.isError ? errorMessage(claim.error) : undefined}
      done={claim.data && t('agentSettlement.claimedDone', { amount: money(claim.data.amount) })}
    >
      {moneyCents(pending) > 0 && (
        <Button type="submit" pending={claim.isPending}>
          {t('agentSettlement.claim', { amount: money(pending) })}
        </Button>
      )}
    </AgentForm>
  );
}

export function SettlementsPage({ kind, caption }: { kind: ContractKind; caption: string }) {
  const { t } = useTranslation();
  const { money, dateTime } = useAgentFormats();
  const loadProps = useLoadProps();
  const [pageNo, setPageNo] = useState(1);
  const records = useGatewayQuery('agentSettlements', { kind, pageNo });
  const data = records.data;
  return (
    <>
      {kind === 'dividend' && data && <ClaimButton pending={data.pending} />}
      <LoadState {...loadProps(records, (value) => value.list.length === 0)}>
        <RecordTable
          caption={caption}
          captionHidden
          columns={[
            { key: 'period', label: t('agentSettlement.period') },
            { key: 'holder', label: t('agentSettlement.holder') },
            { key: 'direction', label: t('agentSettlement.direction') },
            { key: 'rate', label: t('agentSettlement.rate'), numeric: true },
            { key: 'validBet', label: t('agentSettlement.validBet'), numeric: true },
            { key: 'activeMembers', label: t('agentSettlement.activeMembers'), numeric: true },
            { key: 'base', label: t('agentSettlement.base'), numeric: true },
            { key: 'amount', label: t('agentSettlement.amount'), numeric: true },
            { key: 'status', label: t('agentSettlement.status') },
          ]}
          rows={(data?.list ?? []).map((row) => ({
            key: row.id,
            cells: {
              period: row.period,
              holder: row.holder,
              direction: t(`agentSettlement.${row.direction}`),
              rate: `${row.rate} %`,
              validBet: money(row.validBet),
              activeMembers: String(row.activeMembers),
              base: money(row.base),
              amount: money(row.amount),
              status: row.settledAt
                ? `${t(`agentSettlement.${row.status}`)} · ${dateTime(row.settledAt)}`
                : t(`agentSettlement.${row.status}`),
            },
          }))}
          paging={{
            page: data?.pageNo ?? 1,
            totalPages: data?.totalPages ?? 1,
            onChange: setPageNo,
          }}
        />
      </LoadState>
      <OfferForm kind={kind} />
    </>
  );
}
