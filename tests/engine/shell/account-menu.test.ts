import { describe, expect, it } from 'vitest';
import { accountMenuItems, DEPOSIT_PATH, quickLinks } from '../../../engine';
import { allOnBut } from '../feature-check';

const SKIN_ITEMS = [
  'securityCenter',
  'messageV2',
  'agent',
  'contracts',
  'signOut',
  'copyId',
] as const;

describe('the account menu', () => {
  it('gives an agent the agent entry, in the skin’s order', () => {
    expect(accountMenuItems(SKIN_ITEMS, { isAgent: true, isOn: allOnBut() })).toEqual([
      { id: 'securityCenter', kind: 'link', href: '/member?page=securityCenter' },
      { id: 'messageV2', kind: 'link', href: '/member?page=messageV2' },
      { id: 'agent', kind: 'link', href: '/agentHome' },
      { id: 'contracts', kind: 'action' },
      { id: 'signOut', kind: 'action' },
      { id: 'copyId', kind: 'action' },
    ]);
  });

  it('gives the contract dialog only to an agent while a contract kind runs (spec 000 §2)', () => {
    const ids = (isAgent: boolean, ...off: Parameters<typeof allOnBut>) =>
      accountMenuItems(SKIN_ITEMS, { isAgent, isOn: allOnBut(...off) }).map((item) => item.id);
    expect(ids(false)).not.toContain('contracts');
    expect(ids(true, 'contractDividend', 'contractDailySalary', 'contractHourlySalary')).toContain(
      'contracts',
    );
    expect(
      ids(
        true,
        'contractDividend',
        'contractDailySalary',
        'contractHourlySalary',
        'contractRealtimeSalary',
      ),
    ).not.toContain('contracts');
  });

  it('gives a player no agent entry', () => {
    expect(
      accountMenuItems(SKIN_ITEMS, { isAgent: false, isOn: allOnBut() }).map((item) => item.id),
    ).toEqual(['securityCenter', 'messageV2', 'signOut', 'copyId']);
  });

  it('gives nobody the agent entry when the agent centre is off', () => {
    expect(
      accountMenuItems(SKIN_ITEMS, { isAgent: true, isOn: allOnBut('agentCentre') }).map(
        (item) => item.id,
      ),
    ).not.toContain('agent');
  });
});

describe('the header’s quick links', () => {
  it('are increase deposit and increase withdrawal, for real accounts only, and agent', () => {
    expect(quickLinks({ isAgent: false, isOn: allOnBut() })).toEqual([
      { id: 'quickDeposit', href: DEPOSIT_PATH, realAccountOnly: true },
      { id: 'quickWithdraw', href: '/member?page=withdraw', realAccountOnly: true },
      { id: 'agent', href: '/agent', realAccountOnly: false },
    ]);
    expect(DEPOSIT_PATH).toBe('/member?page=depositv2');
  });

  it('send an agent to the agent centre, and drop the agent link without one', () => {
    expect(quickLinks({ isAgent: true, isOn: allOnBut() }).at(-1)).toEqual({
      id: 'agent',
      href: '/agentHome',
      realAccountOnly: false,
    });
    expect(
      quickLinks({ isAgent: true, isOn: allOnBut('agentCentre') }).map((link) => link.id),
    ).toEqual(['quickDeposit', 'quickWithdraw']);
  });
});
