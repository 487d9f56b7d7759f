// Renders the account flows with everything they read around them: the site skin (the skin with
// the engine's merge with the module tree, registration settings and rules given folded in), the
// session, a router, the modal host with the app's registry, and a gateway client whose answers the
// test writes per action (no network, no encryption: the flows, not the transport, are under test).
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import {
  ApiError,
  type ActionName,
  type ApiClient,
  type ApiLoginValue,
  type MergeInputs,
  type ModuleNode,
  type ResolvedSkin,
} from '../../../engine';
import { MODALS } from '../../../src/app/modal-registry';
import { BootContext } from '../../../src/features/boot/boot-context';
import { decideSiteSkin } from '../../../src/features/boot/effective-merge';
import { ModalHost } from '../../../src/features/modals/modal-host';
import { openModal } from '../../../src/features/modals/use-modal';
import { SessionProvider, useSession } from '../../../src/features/session/session-context';
import { createSessionStore } from '../../../src/features/session/session-store';
import { ApiProvider } from '../../../src/lib/api';
import { createQueryClient } from '../../../src/lib/query-client';
import { SiteSkinProvider } from '../../../src/lib/skin/skin-context';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';

/** What an action answers: a value, or a function of the payload that returns one or throws. */
export type Answer = unknown | ((payload: unknown) => unknown);

export type CallMock = Mock<(name: ActionName, payload?: unknown) => Promise<unknown>>;

export const node = (modId: string, enabled: boolean): ModuleNode => ({
  modId,
  enabled,
  childrenNodes: [],
});

/**
 * A skin with both login methods, both social providers, free play, both registration methods and
 * SMS.
 */
export function fullSkin(overrides: Record<string, unknown> = {}): Promise<ResolvedSkin> {
  return resolvedSkin({
    ...minimalSkin('acme'),
    login: {
      methods: ['username', 'sms'],
      social: [
        { provider: 'facebook', authorizeUrl: '/__dev/oauth/facebook/authorize', clientId: 'c' },
        { provider: 'google', authorizeUrl: '/__dev/oauth/google/authorize', clientId: 'c' },
      ],
      rememberMe: true,
      freePlay: true,
    },
    registration: {
      methods: ['username', 'mobile'],
      fields: {
        email: { show: true, required: false },
        mobileNum: { show: true, required: false },
        affiliateCode: { show: true, required: false },
        captcha: { show: false, required: false },
        verificationCode: { show: true, required: true },
      },
    },
    features: {
      registrationSms: true,
      mobileRegistrationPassword: true,
      forgotPasswordByPhone: true,
      forcedPasswordChange: true,
      agentCentre: true,
      contracts: { dividend: true, dailySalary: true, hourlySalary: true, realtimeSalary: true },
    },
    ...overrides,
  });
}

export function loginValue(overrides: Partial<ApiLoginValue> = {}): ApiLoginValue {
  return {
    token: 'new-token',
    expiresAt: '2030-01-01T00:00:00.000Z',
    firstTimeLogin: false,
    passwordExpired: false,
    account: 'player01',
    nickname: 'Player One',
    type: 0,
    isAgent: false,
    isTrial: false,
    ...overrides,
  };
}

export function refusal(
  code: string,
  message = 'refused',
  value?: unknown,
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
): ApiError {
  return new ApiError({
    kind: 'business',
    action: 'x',
    status: 400,
    code,
    message,
    value,
    ...extra,
  });
}

export const networkError = () =>
  new ApiError({
    kind: 'network',
    action: 'x',
    status: 0,
    code: 'NETWORK',
    message: 'Failed to fetch',
  });

export interface AuthRenderOptions {
  skin: ResolvedSkin;
  tree?: ModuleNode[];
  merge?: Omit<MergeInputs, 'permission'>;
  answers?: Partial<Record<ActionName, Answer>>;
  /** A member already logged in (token and type). */
  member?: { type: number; account?: string };
  path?: string;
}

const DEFAULT_ANSWERS: Partial<Record<ActionName, Answer>> = {
  countryCodes: {
    list: [
      { countryCode: 'BR', countryDialingCode: '55', name: 'Brasil' },
      { countryCode: 'PT', countryDialingCode: '351', name: 'Portugal' },
    ],
  },
  captcha: () => ({
    captchaKey: `key-${Math.random()}`,
    image: 'data:image/png;base64,AAAA',
    expiresInSeconds: 120,
  }),
  // A merchant without a human-verification step, as the reference gateway seeds them.
  humanVerification: { provider: 'none' },
  memberInfo: {},
  favouriteIds: { list: [] },
  consolidatedContract: {
    dailysalreqtype: false,
    divtypereq: false,
    contracthoursalreq: false,
    realtimesalreqtype: false,
    enableContract: true,
    enableSalary: true,
    pendingRequests: 0,
  },
  firstLogin: { firstLoginAt: '2025-01-01T00:00:00.000Z' },
  logout: null,
};

export async function renderAuth(ui: ReactNode, options: AuthRenderOptions) {
  const answers = { ...DEFAULT_ANSWERS, ...options.answers };
  const call: CallMock = vi.fn(async (name: ActionName, payload?: unknown) => {
    const answer = answers[name];
    return typeof answer === 'function'
      ? (answer as (payload: unknown) => unknown)(payload)
      : (answer ?? null);
  });
  const client: ApiClient = {
    call: call as unknown as ApiClient['call'],
    resetPublicKey: () => undefined,
  };
  const session = createSessionStore({
    session: sessionStorage,
    local: localStorage,
    merchantCode: options.skin.merchantCode,
    merchant: options.skin.id,
  });
  if (options.member) {
    session.getState().signIn('member-token', {
      account: options.member.account ?? 'player01',
      type: options.member.type,
    });
  }
  const permission = options.tree
    ? { info: { whitelabel: options.tree }, maintenance: false, regionRestriction: false }
    : undefined;
  const site = decideSiteSkin(options.skin, { permission, ...options.merge });
  const boot = {
    permission: undefined,
    permissionError: null,
    retryPermission: () => undefined,
    retrying: false,
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <ModalHost registry={MODALS} />
          </>
        ),
      },
    ],
    { initialEntries: [options.path ?? '/somewhere'] },
  );
  const queryClient = createQueryClient({ retryDelay: 0 });
  // As the app does (src/app/providers.tsx): the client's token follows the session.
  function SessionApi({ children }: { children: ReactNode }) {
    const token = useSession((state) => state.token);
    return (
      <ApiProvider client={client} token={token}>
        {children}
      </ApiProvider>
    );
  }
  function Providers() {
    return (
      <SiteSkinProvider skin={site}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider store={session}>
            <SessionApi>
              <BootContext.Provider value={boot}>
                <RouterProvider router={router} />
              </BootContext.Provider>
            </SessionApi>
          </SessionProvider>
        </QueryClientProvider>
      </SiteSkinProvider>
    );
  }
  const view = render(<Providers />);
  return { ...view, call, session, router, queryClient, site };
}

/** Opens a modal of the registry and waits until its lazy body is on screen. */
export async function openAndWait(
  name: 'login' | 'register' | 'forgotPassword',
  waitForText: string,
) {
  act(() => openModal(name));
  await screen.findByText(waitForText, {}, { timeout: 3000 });
}

/** The names of the gateway actions called, in order. */
export const calledActions = (call: CallMock) => call.mock.calls.map(([name]) => name);
