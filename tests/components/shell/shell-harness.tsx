// Renders a piece of the shell with what it reads around it: the site skin (the skin with the
// engine's merge with the vendor lanes given folded in), boot's state, the session (a visitor, or a member with the
// memberInfo given), a router and the gateway client over a fake fetch that answers by action path.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { ActionValue, ResolvedSkin } from '../../../engine';
import { BootContext, type Permission } from '../../../src/features/boot/boot-context';
import { decideSiteSkin } from '../../../src/features/boot/effective-merge';
import { SessionProvider } from '../../../src/features/session/session-context';
import { createSessionStore, type MemberInfo } from '../../../src/features/session/session-store';
import { ApiProvider, createGatewayClient } from '../../../src/lib/api';
import { createQueryClient } from '../../../src/lib/query-client';
import { SiteSkinProvider } from '../../../src/lib/skin/skin-context';
import { envelope } from '../support/gateway-harness';

export type VendorLanes = ActionValue<'gameVendors'>['data']['lanes'];

export function lane(title: string, vendorCount: number): VendorLanes[number] {
  const cards = Array.from({ length: vendorCount }, (_, index) => ({
    vassalage: `${title}${index + 1}`,
    name: `${title} vendor ${index + 1}`,
    iconUrl: '',
    gameCount: 10,
    maintenance: false,
  }));
  return { title: title as VendorLanes[number]['title'], cards, gameClassify: [] };
}

export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'player01',
    nickname: 'Player One',
    type: 0,
    isAgent: false,
    isTrial: false,
    balance: '1500.00',
    currency: 'BRL',
    currencySymbol: 'R$',
    hasVip: false,
    vipLabelName: '',
    vipRankLevel: 0,
    availablePromoCount: 0,
    unreadMessage: 0,
    availablePromo: { REFERRAL: { enabled: false } },
    language: 'en',
    email: '',
    mobileNum: '',
    registeredAt: '2025-01-01T00:00:00.000Z',
    enableContract: false,
    enableSalary: false,
    ...overrides,
  };
}

export interface ShellRenderOptions {
  skin: ResolvedSkin;
  lanes?: VendorLanes;
  member?: MemberInfo;
  /** A session token whose member type is not known yet (one that came in the URL), with no member. */
  urlToken?: string;
  /**
   * Values by action path fragment (`/wps/wallet/balance`); anything else answers an empty success.
   */
  answers?: Record<string, unknown>;
  path?: string;
  /** Boot's permission answer (customer service, the module tree…); none by default. */
  permission?: Permission;
}

export function renderShell(
  ui: ReactNode,
  { skin, lanes = [], member, urlToken, answers = {}, path = '/', permission }: ShellRenderOptions,
) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (url) => {
    const answer = Object.entries({ '/lgw/vendors': { data: { lanes } }, ...answers }).find(
      ([fragment]) => String(url).includes(fragment),
    );
    return envelope(200, { success: true, value: answer ? answer[1] : {} });
  });
  const session = createSessionStore({
    session: sessionStorage,
    local: localStorage,
    merchantCode: skin.merchantCode,
    merchant: skin.id,
  });
  if (member) {
    session.getState().signIn('member-token', {
      account: member.account,
      nickname: member.nickname,
      type: member.type,
      id: member.id,
    });
    session.getState().setMember(member);
  }
  if (urlToken) session.getState().signIn(urlToken);
  const client = createGatewayClient({
    skin,
    getToken: () => session.getState().token,
    getLanguage: () => 'en',
    fetch,
  });
  const site = decideSiteSkin(skin, { vendorLanes: lanes });
  const boot = {
    permission,
    permissionError: null,
    retryPermission: () => undefined,
    retrying: false,
  };
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const queryClient = createQueryClient({ retryDelay: 0 });
  const view = render(
    <SiteSkinProvider skin={site}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={session}>
          <ApiProvider client={client} token={session.getState().token}>
            <BootContext.Provider value={boot}>
              <RouterProvider router={router} />
            </BootContext.Provider>
          </ApiProvider>
        </SessionProvider>
      </QueryClientProvider>
    </SiteSkinProvider>,
  );
  return { ...view, fetch, router, session, queryClient };
}
