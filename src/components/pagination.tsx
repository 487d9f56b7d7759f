// A pager over engine's page window (spec 001 §9: range 5, margin 2 for game lists; spec 000 §9:
// range 5, margin 1 for notices). A page outside 1…totalPages is never asked for (spec 001 §4:
// "Page changes beyond total pages are ignored"); with one page or none there is nothing to show.
import styled from 'styled-components';
import { pageWindow } from '../../engine';
import { useTranslation } from '../lib/i18n/use-translation';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Pages around the current one. */
  range?: number;
  /** Pages at each end. */
  margin?: number;
  /** The navigation's accessible name. */
  label: string;
}

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 0.5rem;
    font: inherit;
    color: var(--skin-text);
    background: var(--skin-surface);
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
    cursor: pointer;
  }
  button[aria-current='page'] {
    color: var(--skin-on-primary);
    background: var(--skin-primary);
    border-color: var(--skin-primary);
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  span {
    display: inline-grid;
    place-items: center;
    min-width: 2rem;
    min-height: 2.75rem;
    color: var(--skin-text-muted);
  }
`;

export function Pagination({
  page,
  totalPages,
  onChange,
  range = 5,
  margin = 2,
  label,
}: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  return (
    <Nav aria-label={label}>
      <ul>
        <li>
          <button
            type="button"
            aria-label={t('common.previousPage')}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            ‹
          </button>
        </li>
        {pageWindow({ page, totalPages, range, margin }).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                aria-label={t('common.page', { page: item.page, total: totalPages })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label={t('common.nextPage')}
            disabled={page >= totalPages}
            onClick={() => go(page + 1)}
          >
            ›
          </button>
        </li>
      </ul>
    </Nav>
  );
}
