// The side menu's rules in the browser (spec 000 §2, §6): the VIP entry for VIP members only, the
// invite entry when logged out or when the member's referral is on, at most 6 promotions, the
// skin's items in the skin's order.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedSkin } from '../../../engine';
import { SideMenuList } from '../../../src/features/shell/side-menu-list';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';
import { memberInfo, renderShell } from './shell-harness';

let skin: ResolvedSkin;
let sportsSkin: ResolvedSkin;

beforeAll(async () => {
  skin = await resolvedSkin({
    ...minimalSkin('side-test', 'MC1001'),
    menus: {
      side: ['home', 'vip', 'invite', 'betHistory', 'promotions', 'appDownload', 'language'],
    },
    links: { apps: { ios: 'https://apps.example.com/ios', android: '', lite: '' } },
  });
  sportsSkin = await resolvedSkin({
    ...minimalSkin('side-sports', 'MC1003'),
    menus: { side: ['language', 'betHistory', 'home'] },
    locales: { default: 'en', supported: ['en'] },
  });
});

const QrCode = () => <span>QR</span>;
const promotions = {
  '/wps/promotions': {
    list: Array.from({ length: 8 }, (_, index) => ({
      id: index + 1,
      title: `Promotion ${index + 1}`,
    })),
  },
};
const entries = () =>
  Array.from(
    screen.getByRole('list').children,
    (item) => item.querySelector('a, summary, label')?.textContent,
  );

describe('the side menu', () => {
  it('shows a visitor home, invite, bet history, promotions, app download and language, without VIP', () => {
    renderShell(<SideMenuList QrCode={QrCode} />, { skin });
    expect(entries()).toEqual([
      'Home',
      'Invite friends',
      'Bet history',
      'Promotions',
      'Download the app',
      'Language',
    ]);
  });

  it('shows a VIP member the VIP entry with their level, and hides invite while their referral is off', () => {
    renderShell(<SideMenuList QrCode={QrCode} />, {
      skin,
      member: memberInfo({ hasVip: true, vipLabelName: 'Gold' }),
    });
    expect(entries()).toEqual([
      'Home',
      'VIP Gold',
      'Bet history',
      'Promotions',
      'Download the app',
      'Language',
    ]);
    expect(screen.getByRole('link', { name: 'VIP Gold' }).getAttribute('href')).toBe(
      '/member?page=vip',
    );
  });

  it('shows a member the invite entry when their referral promotion is on', () => {
    renderShell(<SideMenuList QrCode={QrCode} />, {
      skin,
      member: memberInfo({ availablePromo: { REFERRAL: { enabled: true } } }),
    });
    expect(entries()).toContain('Invite friends');
    expect(entries()).not.toContain('VIP');
  });

  it('lists at most 6 promotions', async () => {
    renderShell(<SideMenuList QrCode={QrCode} />, { skin, answers: promotions });
    const promotionLinks = await screen.findAllByRole('link', { name: /^Promotion \d$/ });
    expect(promotionLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/promotions#1',
      '/promotions#2',
      '/promotions#3',
      '/promotions#4',
      '/promotions#5',
      '/promotions#6',
    ]);
  });

  it('follows the skin’s order, and drops the language selector for a one-language skin', () => {
    renderShell(<SideMenuList QrCode={QrCode} />, { skin: sportsSkin });
    expect(entries()).toEqual(['Bet history', 'Home']);
    expect(within(screen.getByRole('list')).queryByLabelText('Language')).toBeNull();
  });
});
