// The pager over engine's page window (spec 001 §9: range 5, margin 2; spec 000 §9: notices margin
// 1).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../src/components/pagination';

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Games pages' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the pager', () => {
  it('shows the margin pages, the range around the current page and a gap between', () => {
    render(<Pagination label="Games pages" page={10} totalPages={20} onChange={() => undefined} />);
    expect(pageButtons()).toEqual(['‹', '1', '2', '8', '9', '10', '11', '12', '19', '20', '›']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('keeps one margin page for the notice list', () => {
    render(
      <Pagination
        label="Games pages"
        page={10}
        totalPages={20}
        range={5}
        margin={1}
        onChange={() => undefined}
      />,
    );
    expect(pageButtons()).toEqual(['‹', '1', '8', '9', '10', '11', '12', '20', '›']);
  });

  it('marks the current page and names every page for screen readers', () => {
    render(<Pagination label="Games pages" page={3} totalPages={4} onChange={() => undefined} />);
    const current = screen.getByRole('button', { name: 'Page 3 of 4' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('button', { name: 'Page 2 of 4' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('asks for the page clicked and for the neighbours of the current one', async () => {
    const onChange = vi.fn();
    render(<Pagination label="Games pages" page={3} totalPages={4} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4 of 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[4], [2], [4]]);
  });

  it('never asks for a page outside 1…total or for the page already shown', async () => {
    const onChange = vi.fn();
    render(<Pagination label="Games pages" page={1} totalPages={2} onChange={onChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1 of 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows nothing when there is a single page', () => {
    const { container } = render(
      <Pagination label="Games pages" page={1} totalPages={1} onChange={() => undefined} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
