// Feedback and complaints (spec 000 §1; spec 001 §5, §7 PUT feedback): the form, with the word
// range the gateway answers, and the member's past feedback, newest first, with the operator's
// replies.
import { useState } from 'react';
import styled from 'styled-components';
import { FEEDBACK_WORDS, formatDate } from '../../../engine';
import { CardListPage } from '../../components/card-list-page';
import { LoadState } from '../../components/load-state';
import { Pagination } from '../../components/pagination';
import { useGatewayQuery, useLoadState } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLanguage } from '../preferences/use-language';
import { FeedbackForm } from './feedback-form';

const Page = styled(CardListPage)`
  gap: 1.5rem;
  article p {
    white-space: pre-wrap;
  }
`;

export function FeedbackPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const loadState = useLoadState();
  const [pageNo, setPageNo] = useState(1);
  const history = useGatewayQuery('feedbackList', { pageNo, pageSize: 10 });
  const data = history.data;
  const bounds = data ? { min: data.minWords, max: data.maxWords } : FEEDBACK_WORDS;
  return (
    <Page>
      <h1>{t('feedback.link')}</h1>
      <FeedbackForm bounds={bounds} />
      <section aria-labelledby="feedback-history">
        <h2 id="feedback-history">{t('feedback.history')}</h2>
        <LoadState {...loadState(history, (value) => value.list.length === 0, t('feedback.none'))}>
          <ol>
            {data?.list.map((item) => (
              <li key={item.id}>
                <article
                  aria-label={`${t(`feedback.type.${item.type}`)} ${formatDate(item.createdAt, language, 'dateTime')}`}
                >
                  <span className="meta">
                    {t(`feedback.type.${item.type}`)} ·{' '}
                    {formatDate(item.createdAt, language, 'dateTime')}
                  </span>
                  <p>{item.content}</p>
                  {item.screenshotName && (
                    <span className="meta">
                      {t('feedback.attached', { name: item.screenshotName })}
                    </span>
                  )}
                  {item.reply ? (
                    <p>
                      <strong>{t('feedback.reply')}:</strong> {item.reply}
                    </p>
                  ) : (
                    <span className="meta">{t('feedback.awaitingReply')}</span>
                  )}
                </article>
              </li>
            ))}
          </ol>
          <Pagination
            page={data?.pageNo ?? 1}
            totalPages={data?.totalPages ?? 1}
            onChange={setPageNo}
            label={t('feedback.history')}
          />
        </LoadState>
      </section>
    </Page>
  );
}
