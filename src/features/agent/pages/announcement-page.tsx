// agentAnnouncement (spec 001 §2): the notices the gateway addresses to agents, newest first,
// their HTML through the sanitiser.
import styled from 'styled-components';
import { LoadState } from '../../../components/load-state';
import { SafeHtml } from '../../../components/safe-html';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAgentFormats, useLoadProps } from '../agent-tools';

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  time {
    color: var(--skin-text-muted);
  }
`;

export function AnnouncementPage() {
  const { t } = useTranslation();
  const { dateTime } = useAgentFormats();
  const loadProps = useLoadProps();
  const notices = useGatewayQuery('agentAnnouncements');
  return (
    <LoadState {...loadProps(notices, (value) => value.list.length === 0)}>
      <List aria-label={t('agentPage.agentAnnouncement')}>
        {(notices.data?.list ?? []).map((notice) => (
          <li key={notice.id}>
            <h3>{notice.title}</h3>
            <time dateTime={notice.publishedAt}>{dateTime(notice.publishedAt)}</time>
            <SafeHtml html={notice.content} />
          </li>
        ))}
      </List>
    </LoadState>
  );
}
