// The contract dialog (spec 000 §2 "a contract dialog (logged-in only)", spec 001 §2, §3 Contracts,
// §4, §8), one of the shell's modals (src/app/modal-registry.tsx): the agent's incoming and
// outgoing contracts with their terms, and the buttons of what this side may do with each (engine
// contractActions). It opens by itself when a request waits (src/features/shell/contract-cue.tsx),
// and from the account menu and the agent centre. Before an offer's accept the gateway says which
// of the agent's own downline contracts a lower rate would end: the warning names them and waits
// for a confirming click.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import {
  contractActions,
  type ActionValue,
  type ApiContract,
  type ContractAction,
} from '../../../engine';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadState } from '../../components/load-state';
import { ModalFrame } from '../../components/modal-frame';
import {
  gatewayQueryKey,
  useApiErrorMessage,
  useGatewayClient,
  useGatewayMutation,
  useGatewayQuery,
} from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../modals/modal-types';
import { useLoadProps } from './agent-tools';

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 0.25rem;
    padding: 0.75rem;
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
  }
  h4,
  p {
    margin: 0;
  }
  p {
    color: var(--skin-text-muted);
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

const ACCEPTS: ReadonlySet<ContractAction> = new Set(['acceptOffer', 'acceptTermination']);
const ACTION_LABEL = {
  acceptOffer: 'contract.accept',
  rejectOffer: 'contract.reject',
  terminate: 'contract.terminate',
  acceptTermination: 'contract.accept',
  rejectTermination: 'contract.reject',
} as const satisfies Record<ContractAction, string>;
/** The gateway's decision for each action but the offer's accept (which asks first). */
const DECISION = {
  rejectOffer: 'reject',
  terminate: 'terminate',
  acceptTermination: 'accept',
  rejectTermination: 'reject',
} as const satisfies Record<Exclude<ContractAction, 'acceptOffer'>, string>;

function ContractItem({
  contract,
  onAccept,
  onDecide,
  busy,
}: {
  contract: ApiContract;
  onAccept: (contract: ApiContract) => void;
  onDecide: (contract: ApiContract, decision: 'accept' | 'reject' | 'terminate') => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const incoming = contract.direction === 'incoming';
  const name = `${t(`contractKind.${contract.kind}`)} · ${contract.rate} %`;
  const terms = Object.entries(contract.terms)
    .map(([term, value]) => `${t(`contractTerm.${term}` as 'contractTerm.rate')}: ${value}`)
    .join(' · ');
  return (
    <li aria-label={name}>
      <h4>{name}</h4>
      <p>
        {incoming
          ? t('contractDialog.from', { account: contract.upline })
          : t('contractDialog.to', { account: contract.downline })}
        {' · '}
        {t(`contractStatus.${contract.status}`)}
      </p>
      {terms && <p>{terms}</p>}
      {contract.status === 'active' && contract.terminationRequestedBy && (
        <p>{t('contract.terminationRequest')}</p>
      )}
      <div>
        {contractActions(contract).map((action) => (
          <Button
            key={action}
            variant={ACCEPTS.has(action) ? 'primary' : 'secondary'}
            onClick={() =>
              action === 'acceptOffer' ? onAccept(contract) : onDecide(contract, DECISION[action])
            }
            disabled={busy}
          >
            {t(ACTION_LABEL[action])}
          </Button>
        ))}
      </div>
    </li>
  );
}

export function ContractDialog({ close }: ModalBodyProps) {
  const { t } = useTranslation();
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const loadProps = useLoadProps();
  const requests = useGatewayQuery('contractRequests', {});
  const [preview, setPreview] = useState<{
    contract: ApiContract;
    value: ActionValue<'contractPreview'>;
  }>();
  const [problem, setProblem] = useState<string>();
  const respond = useGatewayMutation('contractRespond', {
    onSuccess: () => {
      setPreview(undefined);
      for (const name of [
        'contractRequests',
        'consolidatedContract',
        'agentSettlements',
      ] as const) {
        void queryClient.invalidateQueries({ queryKey: gatewayQueryKey(name) });
      }
    },
    onError: (error) => {
      setPreview(undefined);
      setProblem(errorMessage(error));
    },
  });
  const decide = (contract: ApiContract, decision: 'accept' | 'reject' | 'terminate') => {
    setProblem(undefined);
    respond.mutate({ contractId: contract.id, decision });
  };
  const accept = async (contract: ApiContract) => {
    setProblem(undefined);
    try {
      const value = await client.call('contractPreview', { contractId: contract.id });
      if (value.ending.length === 0) decide(contract, 'accept');
      else setPreview({ contract, value });
    } catch (error) {
      setProblem(errorMessage(error as never));
    }
  };
  const list = requests.data?.list ?? [];
  const groups = [
    { id: 'incoming', title: t('contractDialog.incoming') },
    { id: 'outgoing', title: t('contractDialog.outgoing') },
  ] as const;
  if (preview) {
    return (
      <ConfirmDialog
        title={t('contract.title')}
        message={preview.value.warning ?? t('contract.lowerRateWarning')}
        confirmLabel={t('contractDialog.confirmAccept')}
        cancelLabel={t('common.cancel')}
        pending={respond.isPending}
        tone="warning"
        onConfirm={() => decide(preview.contract, 'accept')}
        onCancel={() => setPreview(undefined)}
      />
    );
  }
  return (
    <ModalFrame title={t('contractDialog.title')} onClose={close} size="large">
      {problem && <p role="alert">{problem}</p>}
      {respond.data && !problem && <p role="status">{t('contractDialog.accepted')}</p>}
      <LoadState {...loadProps(requests)}>
        {list.length === 0 && <p>{t('contractDialog.none')}</p>}
        {groups.map((group) => {
          const items = list.filter((contract) => contract.direction === group.id);
          if (items.length === 0) return null;
          return (
            <section key={group.id} aria-label={group.title}>
              <h3>{group.title}</h3>
              <List>
                {items.map((contract) => (
                  <ContractItem
                    key={contract.id}
                    contract={contract}
                    busy={respond.isPending}
                    onAccept={(chosen) => void accept(chosen)}
                    onDecide={decide}
                  />
                ))}
              </List>
            </section>
          );
        })}
      </LoadState>
    </ModalFrame>
  );
}
