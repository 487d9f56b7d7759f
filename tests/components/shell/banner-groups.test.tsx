// Every banner group from the gateway (spec 000 §2 "Banners per group"): the side menu's and the
// account modals' banners are the skin's, then the gateway's, a gateway banner's title and subtitle
// drawn as text over its picture (then decoration); the carousel's slides say where each one stands
// ("3 / 7").
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedSkin } from '../../../engine';
import { AuthLayout } from '../../../src/features/auth/auth-layout';
import { BannerSwiper } from '../../../src/features/lobby/banner-swiper';
import { SideMenuList } from '../../../src/features/shell/side-menu-list';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';
import { answerMediaQueries, restoreMediaQueries } from '../support/media-queries';
import { renderShell } from './shell-harness';

let skin: ResolvedSkin;

beforeAll(async () => {
  skin = await resolvedSkin({
    ...minimalSkin('banner-groups', 'MC1001'),
    features: { pointsMall: false },
    menus: { side: ['home'] },
    banners: {
      w_leftmenu: [
        { image: 'assets/menu.svg', alt: 'Skin menu banner', link: { type: 'route', to: '/help' } },
      ],
    },
  });
});

afterEach(restoreMediaQueries);

const gatewayBanner = (id: number, groupName: string, title: string, linkTarget: string) => ({
  id,
  groupName,
  url: `https://gw.example.com/lgw/art/banners/${id}.svg`,
  title,
  subtitle: `${title}, in a line`,
  linkageType: 'ROUTE',
  linkTarget,
});

const announcements = {
  '/wps/notice': {
    banners: [
      gatewayBanner(1, 'w_leftmenu', 'Promotions', '/promotions'),
      gatewayBanner(2, 'w_leftmenu', 'Points mall', '/pointMall'),
      gatewayBanner(3, 'w_register', 'Sign up in one minute', '/promotions'),
    ],
    notices: [],
    popup: [],
    home: [],
    promotion: null,
  },
};

describe('banner groups', () => {
  it('the side menu shows the skin’s banner, then the gateway’s, without one to a page that is off', async () => {
    renderShell(<SideMenuList QrCode={() => null} />, { skin, answers: announcements });
    const promotions = await screen.findByRole('link', {
      name: 'Promotions Promotions, in a line',
    });
    expect(promotions).toHaveAttribute('href', '/promotions');
    // The skin's banner has no headline: its picture carries its words, and its alt says them.
    expect(screen.getByRole('img', { name: 'Skin menu banner' }).closest('a')).toHaveAttribute(
      'href',
      '/help',
    );
    expect(promotions.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByText('Points mall')).toBeNull();
  });

  it('an account modal shows the gateway’s banner of its group when the skin has none, its words as text', async () => {
    renderShell(
      <AuthLayout group="w_register">
        <p>The form</p>
      </AuthLayout>,
      { skin, answers: announcements },
    );
    // The banner stands beside the form on wide screens only (no media query matches here).
    const link = await screen.findByRole('link', {
      name: 'Sign up in one minute Sign up in one minute, in a line',
      hidden: true,
    });
    expect(link).toHaveAttribute('href', '/promotions');
    const picture = link.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://gw.example.com/lgw/art/banners/3.svg');
    expect(picture).toHaveAttribute('alt', '');
  });

  it('the carousel’s slides name their own position', () => {
    // Swiper and the reduced-motion hook ask for media queries: none matches.
    answerMediaQueries(() => false);
    const slides = ['A', 'B', 'C'].map((alt) => ({
      key: alt,
      src: `/${alt}.svg`,
      alt,
      headline: null,
      subtitle: null,
      action: null,
      clickable: false,
    }));
    renderShell(<BannerSwiper label="Featured" slides={slides} onOpen={() => undefined} />, {
      skin,
    });
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ]);
  });
});
