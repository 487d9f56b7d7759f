// Platform information (spec 000 §2 member centre, messageV2): the member's messages, newest first,
// paged; opening an unread one marks it read (readMessage), "mark all as read" reads them all and
// each can be deleted; every answer is the new unread count, which updates the header and the
// menu's badge. Message bodies are server HTML, shown through <SafeHtml>.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '../../../engine';
import { Button } from '../../components/button';
import { ErrorNotice } from '../../components/error-notice';
import { Pagination } from '../../components/pagination';
import { SafeHtml } from '../../components/safe-html';
import { RouteLoader } from '../../components/spinner';
import {
  gatewayQueryKey,
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
} from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLanguage } from '../preferences/use-language';

export const MESSAGE_PAGE_SIZE = 10;

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  details {
    background: var(--skin-surface);
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
  }
  summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    cursor: pointer;
  }
  summary small {
    color: var(--skin-text-muted);
  }
  .unread {
    font-weight: 700;
  }
  .unread-tag {
    padding: 0 0.375rem;
    font-size: 0.75rem;
    color: var(--skin-on-accent);
    background: var(--skin-accent);
    border-radius: var(--skin-radius);
  }
  .body {
    padding: 0 0.75rem 0.75rem;
  }
`;

export function PlatformMessages() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const messages = useGatewayQuery('messageList', { pageNo, pageSize: MESSAGE_PAGE_SIZE });
  const onCount = {
    onSuccess: (value: { count: number }) => {
      queryClient.setQueryData(gatewayQueryKey('unreadCount', {}, 'member'), value);
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('messageList') });
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('memberMenu') });
    },
  };
  const markRead = useGatewayMutation('readMessage', onCount);
  const markAllRead = useGatewayMutation('readAllMessages', onCount);
  const remove = useGatewayMutation('deleteMessage', onCount);
  const failure = markAllRead.error ?? remove.error;

  if (messages.isPending) return <RouteLoader label={t('common.loading')} />;
  if (messages.isError) {
    return (
      <ErrorNotice
        message={errorMessage(messages.error)}
        onRetry={() => void messages.refetch()}
        retryLabel={t('common.retry')}
        pending={messages.isFetching}
      />
    );
  }
  if (messages.data.list.length === 0) return <p>{t('member.messagesEmpty')}</p>;
  return (
    <>
      <Button
        variant="secondary"
        pending={markAllRead.isPending}
        disabled={messages.data.list.every((message) => message.read)}
        onClick={() => markAllRead.mutate({})}
      >
        {t('messages.markAllRead')}
      </Button>
      {failure && <p role="alert">{errorMessage(failure)}</p>}
      <List>
        {messages.data.list.map((message) => (
          <li key={message.id}>
            <details
              onToggle={(event) => {
                if (event.currentTarget.open && !message.read && !markRead.isPending) {
                  markRead.mutate({ id: message.id });
                }
              }}
            >
              <summary className={message.read ? undefined : 'unread'}>
                <span>{message.title}</span>
                {!message.read && <span className="unread-tag">{t('member.unread')}</span>}
                <small>{formatDate(message.createdAt, language, 'dateTime')}</small>
              </summary>
              <SafeHtml className="body" html={message.content} />
              <div className="body">
                <Button
                  variant="ghost"
                  pending={remove.isPending && remove.variables?.id === message.id}
                  onClick={() => remove.mutate({ id: message.id })}
                >
                  {t('messages.delete')}
                </Button>
              </div>
            </details>
          </li>
        ))}
      </List>
      <Pagination
        page={messages.data.pageNo}
        totalPages={messages.data.totalPages}
        onChange={setPageNo}
        label={t('member.messageV2')}
      />
    </>
  );
}
