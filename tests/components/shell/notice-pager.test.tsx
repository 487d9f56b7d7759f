// The notice list (spec 000 §2, §9): 9 notices a page with a pager (margin 1, range 5) and a detail
// pane; the marquee opens it at a notice; the promo button goes to the reward centre.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnnouncement, ResolvedSkin } from '../../../engine';
import { NoticeModal } from '../../../src/features/announcements/notice-modal';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';
import { renderShell } from './shell-harness';

let skin: ResolvedSkin;

beforeAll(async () => {
  skin = await resolvedSkin(minimalSkin('notice-test', 'MC1001'));
});

function notice(id: number, overrides: Partial<ApiAnnouncement> = {}): ApiAnnouncement {
  return {
    id,
    type: 'PL',
    title: `Notice ${id}`,
    content: `<p>Body of notice ${id}</p>`,
    promotionType: null,
    execution: 'B',
    publishedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

function answers(count: number, overrides: (id: number) => Partial<ApiAnnouncement> = () => ({})) {
  const notices = Array.from({ length: count }, (_, index) =>
    notice(index + 1, overrides(index + 1)),
  );
  return { '/wps/notice': { banners: [], notices, popup: [], promotion: null, home: [] } };
}

const listed = () =>
  Array.from(
    screen.getByRole('list', { name: 'Notice list' }).querySelectorAll('button > span'),
    (span) => span.textContent,
  );
const pager = () => screen.getByRole('navigation', { name: 'Notice pages' });

describe('the notice list', () => {
  it('shows 9 notices a page and the first one’s details', async () => {
    renderShell(<NoticeModal close={() => undefined} />, { skin, answers: answers(40) });
    await screen.findByRole('list', { name: 'Notice list' });
    expect(listed()).toEqual([
      'Notice 1',
      'Notice 2',
      'Notice 3',
      'Notice 4',
      'Notice 5',
      'Notice 6',
      'Notice 7',
      'Notice 8',
      'Notice 9',
    ]);
    expect(screen.getByRole('article').textContent).toContain('Body of notice 1');
  });

  it('pages with a margin of 1 and a range of 5', async () => {
    renderShell(<NoticeModal close={() => undefined} />, { skin, answers: answers(9 * 20) });
    await screen.findByRole('list', { name: 'Notice list' });
    const pages = () =>
      within(pager())
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(pages()).toEqual(['‹', '1', '2', '3', '4', '5', '20', '›']);
    await userEvent.click(within(pager()).getByRole('button', { name: 'Page 5 of 20' }));
    await userEvent.click(within(pager()).getByRole('button', { name: 'Page 7 of 20' }));
    expect(pages()).toEqual(['‹', '1', '5', '6', '7', '8', '9', '20', '›']);
    expect(pager().querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(listed()[0]).toBe('Notice 55');
    expect(
      within(pager()).getByRole('button', { name: 'Page 7 of 20' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows a notice’s details when it is chosen', async () => {
    renderShell(<NoticeModal close={() => undefined} />, { skin, answers: answers(3) });
    await userEvent.click(await screen.findByRole('button', { name: /Notice 3/ }));
    expect(screen.getByRole('article').textContent).toContain('Body of notice 3');
    expect(screen.queryByRole('navigation', { name: 'Notice pages' })).toBeNull();
  });

  it('opens at the notice the marquee was showing', async () => {
    renderShell(<NoticeModal index={10} close={() => undefined} />, { skin, answers: answers(20) });
    await waitFor(() =>
      expect(screen.getByRole('article').textContent).toContain('Body of notice 11'),
    );
    expect(listed()[0]).toBe('Notice 10');
  });

  it('sends a promotion’s notice to the reward centre and closes', async () => {
    const close = vi.fn();
    const { router } = renderShell(<NoticeModal close={close} />, {
      skin,
      answers: answers(1, () => ({ promotionType: 'DAILY' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Go to the reward centre' }));
    expect(close).toHaveBeenCalled();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/member?page=rewardCenter',
    );
  });
});
