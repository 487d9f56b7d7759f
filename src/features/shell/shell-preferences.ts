// Two of the player's shell choices, kept across reloads in local storage: the balance hidden as
// asterisks (a player who hid it on a shared screen expects it to stay hidden) and the side menu
// collapsed (spec 000 §2 "collapsible"). The mobile drawer's open state lives for the page only.
// The store starts with neither, as the build's first view draws the shell, and then takes the
// stored choices: its initial state is what React reads while it hydrates that view (zustand gives
// it as the store's server snapshot).
import { create } from 'zustand';

const KEYS = { balanceHidden: 'balanceHidden', sideMenuCollapsed: 'sideMenuCollapsed' } as const;

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string, value: boolean): void {
  try {
    window.localStorage.setItem(key, value ? '1' : '0');
  } catch {
    // Storage disabled: the choice holds for this page only.
  }
}

interface ShellPreferences {
  balanceHidden: boolean;
  sideMenuCollapsed: boolean;
  drawerOpen: boolean;
  toggleBalanceHidden(): void;
  toggleSideMenu(): void;
  setDrawerOpen(open: boolean): void;
}

export const useShellPreferences = create<ShellPreferences>((set, get) => ({
  balanceHidden: false,
  sideMenuCollapsed: false,
  drawerOpen: false,
  toggleBalanceHidden() {
    const next = !get().balanceHidden;
    writeFlag(KEYS.balanceHidden, next);
    set({ balanceHidden: next });
  },
  toggleSideMenu() {
    const next = !get().sideMenuCollapsed;
    writeFlag(KEYS.sideMenuCollapsed, next);
    set({ sideMenuCollapsed: next });
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));
useShellPreferences.setState({
  balanceHidden: readFlag(KEYS.balanceHidden),
  sideMenuCollapsed: readFlag(KEYS.sideMenuCollapsed),
});
