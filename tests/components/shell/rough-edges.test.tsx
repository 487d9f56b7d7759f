// Rough edges of the shell: the page title follows the language, and a modal that opens (the
// first-login bonus pop-up a moment after registering) closes the account menu rather than covering
// it half-open.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, type ResolvedSkin } from '../../../engine';
import { useDocumentTitle } from '../../../src/features/preferences/use-document-title';
import { MenuDisclosure } from '../../../src/features/shell/components/menu-disclosure';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';
import { renderShell } from './shell-harness';

let skin: ResolvedSkin;

beforeAll(async () => {
  skin = await resolvedSkin({
    ...minimalSkin('title-test', 'MC1001'),
    brand: { title: 'Aurora Jogos — cassino' },
  });
});

afterEach(async () => {
  // Back to the catalogue's text and language for the next test.
  i18next.addResource('pt', 'translation', 'brand.title', CATALOGUE.pt['brand.title']);
  await i18next.changeLanguage('en');
});

function Title() {
  useDocumentTitle();
  return null;
}

describe('the page title', () => {
  it('is the skin’s title, and the skin dictionary’s own for a language that names one', async () => {
    renderShell(<Title />, { skin });
    expect(document.title).toBe('Aurora Jogos — cassino');
    i18next.addResource('pt', 'translation', 'brand.title', 'Aurora Jogos — cassino (PT)');
    await act(() => i18next.changeLanguage('pt'));
    expect(document.title).toBe('Aurora Jogos — cassino (PT)');
  });
});

describe('the account menu under a modal', () => {
  const menu = (suspended: boolean) => (
    <MemoryRouter>
      <MenuDisclosure
        label="Account menu"
        items={[{ key: 'account', label: 'My account', href: '/member' }]}
        suspended={suspended}
      >
        Player One
      </MenuDisclosure>
    </MemoryRouter>
  );

  it('closes when a modal opens over it, and opens again afterwards', async () => {
    const view = render(menu(false));
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
    view.rerender(menu(true));
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    view.rerender(menu(false));
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
  });
});
