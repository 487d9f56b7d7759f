// A paged list of notices beside a detail pane (spec 000 §2: "paged 9 per page with a detail pane";
// §9: pager margin 1, range 5), for the announcement popup and the notice list alike. Props in,
// markup out; the server's HTML goes through <SafeHtml> only.
import { useId } from 'react';
import styled from 'styled-components';
import { NOTICE_PAGE_SIZE } from '../../../../engine';
import { Button } from '../../../components/button';
import { Pagination } from '../../../components/pagination';
import { SafeHtml } from '../../../components/safe-html';

export interface NoticeItem {
  id: number;
  title: string;
  /** HTML from the gateway. */
  content: string;
  /** Already formatted for the reader's language. */
  date: string;
  /** Tied to a promotion: the detail pane offers the promo button. */
  promo: boolean;
}

export interface NoticeBrowserProps {
  items: NoticeItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  listLabel: string;
  pagerLabel: string;
  emptyText: string;
  promoLabel: string;
  onPromo: (item: NoticeItem) => void;
}

const Layout = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 48rem) {
    grid-template-columns: minmax(12rem, 1fr) 2fr;
  }
  ol {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ol button {
    display: grid;
    width: 100%;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    text-align: start;
    color: var(--skin-text);
    background: var(--skin-surface);
    border: 1px solid var(--skin-border);
  }
  ol button[aria-current='true'] {
    border-color: var(--skin-primary);
    background: var(--skin-surface-raised);
  }
  ol small,
  article small {
    color: var(--skin-text-muted);
  }
  article {
    display: grid;
    align-content: start;
    gap: 0.5rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  article h3 {
    margin: 0;
  }
  .pager {
    grid-column: 1 / -1;
  }
`;

export function NoticeBrowser({
  items,
  selectedId,
  onSelect,
  page,
  totalPages,
  onPageChange,
  listLabel,
  pagerLabel,
  emptyText,
  promoLabel,
  onPromo,
}: NoticeBrowserProps) {
  const detailId = useId();
  if (items.length === 0) return <p>{emptyText}</p>;
  const selected = items.find((item) => item.id === selectedId) ?? items[0]!;
  return (
    <Layout>
      <ol aria-label={listLabel} start={(page - 1) * NOTICE_PAGE_SIZE + 1}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-current={item.id === selected.id}
              aria-controls={detailId}
              onClick={() => onSelect(item.id)}
            >
              <span>{item.title}</span>
              <small>{item.date}</small>
            </button>
          </li>
        ))}
      </ol>
      <article id={detailId} aria-labelledby={`${detailId}-title`} aria-live="polite">
        <h3 id={`${detailId}-title`}>{selected.title}</h3>
        <small>{selected.date}</small>
        <SafeHtml html={selected.content} />
        {selected.promo && (
          <div>
            <Button onClick={() => onPromo(selected)}>{promoLabel}</Button>
          </div>
        )}
      </article>
      <div className="pager">
        <Pagination
          page={page}
          totalPages={totalPages}
          onChange={onPageChange}
          range={5}
          margin={1}
          label={pagerLabel}
        />
      </div>
    </Layout>
  );
}
