// downlineManagmentView (spec 001 §2): the team one level at a time — search, balance, last login,
// status — with a drill into any member's own downline (inside the agent's chain; the path leads
// back up), and a transfer to a direct downline with the transaction password.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  isAgent,
  MAX_DOWNLINE_TRANSFER,
  MAX_DOWNLINE_TRANSFER_CENTS,
  parseAmount,
} from '../../../../engine';
import { Button } from '../../../components/button';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
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

const Path = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-inline-end: 0.5rem;
    color: var(--skin-text-muted);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The search field takes the row, its button beside it at the input's foot. */
const SearchRow = styled(Row)`
  align-items: flex-end;
  > :first-child {
    flex: 1 1 12rem;
  }
`;

function TransferForm({ account }: { account: string }) {
  const { t } = useTranslation();
  const { money } = useAgentFormats();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const transfer = useGatewayMutation('downlineTransfer', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('agentTeam') });
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('balance') });
    },
  });
  // The gateway's limit per transfer, said before sending (engine MAX_DOWNLINE_TRANSFER).
  const tooLarge = (parseAmount(amount.trim()) ?? 0) > MAX_DOWNLINE_TRANSFER_CENTS;
  const [shown, setShown] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(tooLarge);
    if (!tooLarge) transfer.mutate({ downline: account, amount: amount.trim(), paymentPassword });
  };
  return (
    <AgentForm
      label={t('agentTeam.transfer', { account })}
      onSubmit={submit}
      error={
        shown && tooLarge
          ? t('agentTeam.transferTooLarge', { max: MAX_DOWNLINE_TRANSFER, amount: amount.trim() })
          : transfer.isError
            ? errorMessage(transfer.error)
            : undefined
      }
      done={
        transfer.data &&
        t('agentTeam.sent', { amount: money(amount.trim()), account: transfer.data.downline })
      }
    >
      <TextField
        label={t('agentTeam.amount')}
        autoComplete="off"
        inputMode="decimal"
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label={t('agentTeam.paymentPassword')}
        autoComplete="off"
        type="password"
        inputMode="numeric"
        required
        value={paymentPassword}
        onChange={(event) => setPaymentPassword(event.target.value)}
      />
      <Button type="submit" pending={transfer.isPending}>
        {t('agentTeam.send')}
      </Button>
    </AgentForm>
  );
}

export function TeamPage() {
  const { t } = useTranslation();
  const { money, dateTime } = useAgentFormats();
  const loadProps = useLoadProps();
  const [parent, setParent] = useState<string>();
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [transferTo, setTransferTo] = useState<string>();
  const team = useGatewayQuery('agentTeam', {
    ...(parent ? { parent } : {}),
    ...(username ? { username } : {}),
    pageNo,
  });
  const data = team.data;
  const own = data !== undefined && data.path.length === 1;
  const open = (account: string | undefined) => {
    setParent(account);
    setPageNo(1);
    setTransferTo(undefined);
  };
  return (
    <>
      {data && (
        <Path aria-label={t('agentTeam.path')}>
          <ol>
            {data.path.map((account, index) => (
              <li key={account}>
                {index === data.path.length - 1 ? (
                  <span aria-current="location">{account}</span>
                ) : (
                  <Button variant="ghost" onClick={() => open(index === 0 ? undefined : account)}>
                    {account}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </Path>
      )}
      <AgentForm
        label={t('common.search')}
        onSubmit={(event) => {
          event.preventDefault();
          setUsername(search.trim());
          setPageNo(1);
        }}
      >
        <SearchRow>
          <TextField
            label={t('common.search')}
            autoComplete="off"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('common.search')}
          </Button>
        </SearchRow>
      </AgentForm>
      <LoadState {...loadProps(team, (value) => value.list.length === 0)}>
        <RecordTable
          caption={t('agentTeam.caption', { account: data?.parent ?? '' })}
          columns={[
            { key: 'account', label: t('agentTeam.account') },
            { key: 'nickname', label: t('agentTeam.nickname') },
            { key: 'type', label: t('agentTeam.type') },
            { key: 'balance', label: t('agentTeam.balance'), numeric: true },
            { key: 'downlines', label: t('agentTeam.downlines'), numeric: true },
            { key: 'lastLogin', label: t('agentTeam.lastLogin') },
            { key: 'status', label: t('agentTeam.status') },
            { key: 'actions', label: t('agentTeam.actions') },
          ]}
          rows={(data?.list ?? []).map((row) => ({
            key: row.id,
            cells: {
              account: row.account,
              nickname: row.nickname,
              type: t(isAgent(row.type) ? 'agentTeam.agent' : 'agentTeam.player'),
              balance: money(row.balance),
              downlines: String(row.downlineCount),
              lastLogin: row.lastLoginAt ? dateTime(row.lastLoginAt) : t('agentTeam.never'),
              status: t(`agentTeam.${row.status}`),
              actions: (
                <Row>
                  {row.downlineCount > 0 && (
                    <Button
                      variant="secondary"
                      aria-label={t('agentTeam.open', { account: row.account })}
                      onClick={() => open(row.account)}
                    >
                      {t('agentTeam.downlines')}
                    </Button>
                  )}
                  {own && (
                    <Button
                      variant="secondary"
                      aria-label={t('agentTeam.transfer', { account: row.account })}
                      aria-expanded={transferTo === row.account}
                      onClick={() =>
                        setTransferTo(transferTo === row.account ? undefined : row.account)
                      }
                    >
                      {t('agentTeam.send')}
                    </Button>
                  )}
                </Row>
              ),
            },
          }))}
          paging={{
            page: data?.pageNo ?? 1,
            totalPages: data?.totalPages ?? 1,
            onChange: setPageNo,
          }}
        />
      </LoadState>
      {transferTo && <TransferForm key={transferTo} account={transferTo} />}
    </>
  );
}
