// Every feature flag honoured (spec 000 §2 "when its flag is on", §6): a feature that is off closes
// its route with a page that says so, and hides every entry that leads there.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTES, type ResolvedSkin, type SitePage } from '../../../engine';
import { renderMemberPage } from '../../../src/app/chunks/member-pages';
import { RouteGuard } from '../../../src/app/route-guard';
import { routeHandle, RouteHandleContext, type RouteHandle } from '../../../src/app/route-handle';
import type { Permission } from '../../../src/features/boot/boot-context';
import { MemberCentre } from '../../../src/features/member/member-centre';
import { CustomerServiceIcon } from '../../../src/features/shell/customer-service-icon';
import { SideMenuList } from '../../../src/features/shell/side-menu-list';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';
import { memberInfo, renderShell } from './shell-harness';

const skinWith = (id: string, features: Record<string, boolean>) =>
  resolvedSkin({
    ...minimalSkin(id, 'MC1001'),
    features,
    menus: { side: ['home'], member: ['securityCenter', 'rewardCenter', 'referral'] },
    banners: {
      w_leftmenu: [
        {
          image: 'assets/mall.svg',
          alt: 'Spend your points',
          link: { type: 'route', to: '/pointMall' },
        },
        {
          image: 'assets/promo.svg',
          alt: 'Our promotions',
          link: { type: 'route', to: '/promotions' },
        },
      ],
    },
  });

let allOn: ResolvedSkin;
let allOff: ResolvedSkin;

beforeAll(async () => {
  allOn = await skinWith('flags-on', {});
  allOff = await skinWith('flags-off', {
    vip: false,
    referral: false,
    pointsMall: false,
    chat: false,
    memberCentre: false,
    agentCentre: false,
  });
});

function guarded(handle: RouteHandle) {
  return (
    <RouteHandleContext.Provider value={handle}>
      <RouteGuard>
        <p>The page itself</p>
      </RouteGuard>
    </RouteHandleContext.Provider>
  );
}

/** The handle the app gives a page's route (engine/site/pages.ts → src/app/routes.tsx). */
const handleOf = (page: SitePage) => routeHandle(SITE_ROUTES.find((route) => route.page === page)!);
const pages: Array<[string, RouteHandle]> = [['memberCentre', handleOf('member')]];
const pointMall = handleOf('pointMall');
const agentHome = handleOf('agentCentre');
const homeWhenOff: Array<[string, RouteHandle, string]> = [
  ['pointsMall', pointMall, '/pointMall'],
  ['agentCentre', agentHome, '/agentHome'],
];

describe('a route whose feature is off', () => {
  it.each(pages)('%s off: the route says it is not offered and leads home', (_feature, handle) => {
    renderShell(guarded(handle), { skin: allOff, member: memberInfo({ isAgent: true }) });
    expect(screen.getByRole('heading', { name: 'Not offered here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByText('The page itself')).not.toBeInTheDocument();
  });

  it.each(homeWhenOff)(
    '%s off: its address goes home, with no page of its own',
    async (_feature, handle, path) => {
      const { router } = renderShell(guarded(handle), {
        skin: allOff,
        member: memberInfo({ isAgent: true, type: 1 }),
        path,
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(screen.queryByText('The page itself')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Not offered here' })).not.toBeInTheDocument();
    },
  );

  it.each([...pages, ['pointsMall', pointMall], ['agentCentre', agentHome]] as Array<
    [string, RouteHandle]
  >)('%s on: the page renders', (_feature, handle) => {
    renderShell(guarded(handle), { skin: allOn, member: memberInfo({ isAgent: true, type: 1 }) });
    expect(screen.getByText('The page itself')).toBeInTheDocument();
  });
});

describe('the agent check of a token that came without its member type', () => {
  // Nothing here copies memberInfo into the session store (MemberInfoSync is not mounted): the
  // guard decides from memberInfo's answer itself, on the render that brings it.
  it('lets an agent into the agent centre on memberInfo’s answer', async () => {
    const { router } = renderShell(guarded(agentHome), {
      skin: allOn,
      urlToken: 'url-token',
      path: '/agentHome',
      answers: { '/wps/member/info': memberInfo({ isAgent: true, type: 1 }) },
    });
    expect(await screen.findByText('The page itself')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agentHome');
  });

  it('sends a player to the agent login page on memberInfo’s answer', async () => {
    const { router } = renderShell(guarded(agentHome), {
      skin: allOn,
      urlToken: 'url-token',
      path: '/agentHome',
      answers: { '/wps/member/info': memberInfo({ type: 0 }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(screen.queryByText('The page itself')).not.toBeInTheDocument();
  });
});

describe('the entries of a feature that is off', () => {
  const QrCode = () => <span>QR</span>;

  it('pointsMall off: the side menu shows no banner to the points mall, and keeps the others', () => {
    renderShell(<SideMenuList QrCode={QrCode} />, { skin: allOff });
    expect(screen.queryByAltText('Spend your points')).not.toBeInTheDocument();
    expect(screen.getByAltText('Our promotions').closest('a')).toHaveAttribute(
      'href',
      '/promotions',
    );
  });

  it('pointsMall on: the side menu links its banner to the points mall', () => {
    renderShell(<SideMenuList QrCode={QrCode} />, { skin: allOn });
    expect(screen.getByAltText('Spend your points').closest('a')).toHaveAttribute(
      'href',
      '/pointMall',
    );
  });

  const liveChatOnly = {
    info: { customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example.com/room' }] },
  } as unknown as Permission;

  it('chat off: the gateway’s live chat is not offered, so there is no customer-service button', () => {
    renderShell(<CustomerServiceIcon />, { skin: allOff, permission: liveChatOnly });
    expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
  });

  it('chat on: the customer-service button opens the live chat', () => {
    renderShell(<CustomerServiceIcon />, { skin: allOn, permission: liveChatOnly });
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  const memberMenu = {
    '/wps/member/menu': {
      list: [
        { page: 'securityCenter', badge: 0 },
        { page: 'rewardCenter', badge: 0 },
        { page: 'referral', badge: 0 },
      ],
    },
  };

  it('vip and referral off: the member centre lists neither the reward centre nor referral', async () => {
    renderShell(<MemberCentre renderPage={renderMemberPage} />, {
      skin: allOff,
      member: memberInfo(),
      answers: memberMenu,
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument(),
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['My account']);
  });

  it('vip and referral on: the member centre lists both', async () => {
    renderShell(<MemberCentre renderPage={renderMemberPage} />, {
      skin: allOn,
      member: memberInfo(),
      answers: memberMenu,
    });
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(3));
  });
});
