// Link management (spec 001 §2 "also named"): the agent's invitation links. A new link has a name
// and says whether it registers players or downline agents; each link shows its address
// (/register?aff=<code>, the registration form's invitation code), a copy button, its QR code
// (spec 001 §9: size 120), how many accounts registered through it, and a delete button.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { ApiAgentLink } from '../../../../engine';
import { Button } from '../../../components/button';
import { FactList } from '../../../components/fact-list';
import { LoadState } from '../../../components/load-state';
import { QrCode } from '../../../components/qr-code';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import {
  gatewayQueryKey,
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
} from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CopyTextButton } from '../../modals/copy-text-button';
import { useAgentFormats, useLoadProps } from '../agent-tools';
import { AgentForm } from './agent-form';

const Links = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    align-items: start;
    padding: 1rem;
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  li > div {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

const linkAddress = (code: string) => `${window.location.origin}/register?aff=${code}`;

function useRefreshLinks() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('agentLinks') });
}

function CreateLinkForm() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const refresh = useRefreshLinks();
  const [name, setName] = useState('');
  const [accountType, setAccountType] = useState<'player' | 'agent'>('player');
  const create = useGatewayMutation('agentLinkCreate', { onSuccess: refresh });
  return (
    <AgentForm
      label={t('agentLinks.create')}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ name, accountType });
      }}
      error={create.isError ? errorMessage(create.error) : undefined}
      done={create.data && t('agentLinks.created', { name: create.data.name })}
    >
      <TextField
        label={t('agentLinks.name')}
        autoComplete="off"
        required
        maxLength={40}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label={t('agentLinks.accountType')}
        value={accountType}
        onChange={(value) => setAccountType(value as 'player' | 'agent')}
        options={[
          { value: 'player', label: t('agentLinks.player') },
          { value: 'agent', label: t('agentLinks.agent') },
        ]}
      />
      <Button type="submit" pending={create.isPending}>
        {t('agentLinks.submit')}
      </Button>
    </AgentForm>
  );
}

function LinkCard({ link, onDelete }: { link: ApiAgentLink; onDelete: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useAgentFormats();
  const address = linkAddress(link.code);
  return (
    <li aria-labelledby={`agent-link-${link.id}`}>
      <div>
        <h3 id={`agent-link-${link.id}`}>{link.name}</h3>
        <FactList
          facts={[
            {
              term: t('agentLinks.address'),
              id: 'address',
              value: (
                <>
                  <span data-agent-link>{address}</span>
                  <CopyTextButton text={address} label={t('agentLinks.copy', link)} />
                </>
              ),
            },
            { term: t('agentLinks.code'), value: link.code },
            {
              term: t('agentLinks.accountType'),
              value: t(link.accountType === 'agent' ? 'agentLinks.agent' : 'agentLinks.player'),
            },
            {
              term: t('agentLinks.registrations'),
              id: 'registrations',
              value: <span data-registrations>{link.registrations}</span>,
            },
            { term: t('common.time'), value: dateTime(link.createdAt) },
          ]}
        />
        <Button variant="secondary" aria-label={t('agentLinks.delete', link)} onClick={onDelete}>
          {t('agentLinks.remove')}
        </Button>
      </div>
      <QrCode url={address} label={t('agentLinks.qr', link)} />
    </li>
  );
}

export function LinksPage() {
  const { t } = useTranslation();
  const loadProps = useLoadProps();
  const errorMessage = useApiErrorMessage();
  const refresh = useRefreshLinks();
  const links = useGatewayQuery('agentLinks');
  const [deleted, setDeleted] = useState<string>();
  const remove = useGatewayMutation('agentLinkDelete', { onSuccess: refresh });
  return (
    <>
      <CreateLinkForm />
      <h3>{t('agentLinks.list')}</h3>
      {remove.isError && <p role="alert">{errorMessage(remove.error)}</p>}
      {remove.isSuccess && deleted && (
        <p role="status">{t('agentLinks.deleted', { name: deleted })}</p>
      )}
      <LoadState {...loadProps(links, (value) => value.list.length === 0, t('agentLinks.none'))}>
        <Links>
          {(links.data?.list ?? []).map((link) => (
            <LinkCard
              key={link.id}
              link={link}
              onDelete={() =>
                remove.mutate({ id: link.id }, { onSuccess: () => setDeleted(link.name) })
              }
            />
          ))}
        </Links>
      </LoadState>
    </>
  );
}
