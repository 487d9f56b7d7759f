// Boot (spec 000 §4 system status): the permission call picks the site, the maintenance page or the
// region page; the module tree switches features off; a failed call degrades to the skin with the
// spec's message, never a blank page.
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, type ResolvedSkin } from '../../engine';
import { useFeature } from '../../src/features/boot/boot-context';
import { BootGate, type StatusPages } from '../../src/features/boot/boot-gate';
import { BootNotice } from '../../src/features/boot/boot-notice';
import { BOOT_ANSWERS_WAIT_MS } from '../../src/features/boot/boot-queries';
import { MaintenancePage } from '../../src/features/boot/maintenance-page';
import { RegionBlockedPage } from '../../src/features/boot/region-blocked-page';
import { BuildSkinProvider, useSkin } from '../../src/lib/skin/skin-context';
import { minimalSkin, resolvedSkin } from '../engine/memory-skins';
import { envelope, gatewayHarness, type FakeFetch } from './support/gateway-harness';

let skin: ResolvedSkin;

beforeAll(async () => {
  skin = await resolvedSkin({
    ...minimalSkin('boot-test', 'MC1001'),
    login: { methods: ['username', 'sms'] },
    links: { customerService: 'https://help.example.com/chat' },
  });
});

const statusPages: StatusPages = { Maintenance: MaintenancePage, RegionBlocked: RegionBlockedPage };

const loadMerge = () =>
  import('../../src/features/boot/effective-merge').then((module) => module.bootDecisions);

function permission(overrides: Record<string, unknown> = {}, whitelabel: unknown[] = []) {
  return {
    info: {
      merchantCode: 'MC1001',
      customerService: [],
      domainRoute: [],
      resources: [],
      whitelabel,
      register: { methods: ['username'], requireSms: false },
      mainDomain: '',
      gtagId: '',
      imageCDNs: [],
      launchGameCDNs: [],
    },
    location: { ip: '203.0.113.9', countryCode: 'BR' },
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    ...overrides,
  };
}

/** Answers permission with `answer`, every other read with an empty success. */
function gateway(answer: () => Response): FakeFetch {
  return vi.fn<typeof fetch>(async (url) =>
    String(url).includes('/wps/system/permission')
      ? answer()
      : envelope(200, { success: true, value: {} }),
  );
}

function SmsLoginFlag() {
  return <p>sms login {useFeature('smsLogin') ? 'on' : 'off'}</p>;
}

function LoginTabs() {
  return <p>login tabs: {useSkin().login.methods.join(', ')}</p>;
}

function renderBoot(fetch: FakeFetch) {
  const harness = gatewayHarness({ fetch });
  harness.render(
    <BuildSkinProvider skin={skin}>
      <BootGate loadMerge={loadMerge} statusPages={statusPages}>
        <BootNotice />
        <h1>The site</h1>
        <SmsLoginFlag />
        <LoginTabs />
      </BootGate>
    </BuildSkinProvider>,
  );
  return harness;
}

/** The site's heading, found within a few times boot's wait for late answers. */
const siteAfterTheWait = () =>
  screen.findByRole('heading', { name: 'The site' }, { timeout: 3 * BOOT_ANSWERS_WAIT_MS });

describe('the boot gate', () => {
  it('shows a loader until the permission call answers, then the site', async () => {
    renderBoot(gateway(() => envelope(200, { success: true, value: permission() })));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the maintenance page with its end time and the customer-service button (status 1)', async () => {
    renderBoot(
      gateway(() =>
        envelope(200, {
          success: true,
          value: permission({ maintenance: true, maintenanceEnd: '2030-06-01T12:00:00.000Z' }),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeVisible();
    expect(screen.getByText(/^Expected back at/)).toHaveTextContent(
      `Expected back at ${formatDate('2030-06-01T12:00:00.000Z', 'en', 'dateTime')}`,
    );
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'The site' })).toBeNull();
  });

  it('shows the region-blocked page with the visitor’s IP (status 2)', async () => {
    renderBoot(
      gateway(() =>
        envelope(200, { success: true, value: permission({ regionRestriction: true }) }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeVisible();
    expect(screen.getByText(/^Your IP address:/)).toHaveTextContent('Your IP address: 203.0.113.9');
    expect(screen.queryByRole('heading', { name: 'The site' })).toBeNull();
  });

  it('opens the customer service in the 440 × 750 window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    renderBoot(
      gateway(() =>
        envelope(200, { success: true, value: permission({ regionRestriction: true }) }),
      ),
    );
    (await screen.findByRole('button', { name: 'Contact customer service' })).click();
    expect(open).toHaveBeenCalledWith(
      'https://help.example.com/chat',
      'customer-service',
      expect.stringMatching(/width=440,height=750/),
    );
    open.mockRestore();
  });

  it('switches a feature off when the module tree disables its module', async () => {
    const tree = [
      { modId: 'LOGIN3', enabled: true, childrenNodes: [{ modId: 'SMSLOGIN3', enabled: false }] },
    ];
    renderBoot(gateway(() => envelope(200, { success: true, value: permission({}, tree) })));
    expect((await screen.findByText(/sms login/)).textContent).toBe('sms login off');
  });

  it('gives the site the skin as the gateway left it, not as the skin wished', async () => {
    const tree = [
      { modId: 'LOGIN3', enabled: true, childrenNodes: [{ modId: 'SMSLOGIN3', enabled: false }] },
    ];
    expect(skin.login.methods).toEqual(['username', 'sms']);
    renderBoot(gateway(() => envelope(200, { success: true, value: permission({}, tree) })));
    expect((await screen.findByText(/login tabs/)).textContent).toBe('login tabs: username');
  });

  it('keeps the skin’s choices when the tree is malformed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBoot(
      gateway(() => envelope(200, { success: true, value: permission({}, [{ modId: 42 }]) })),
    );
    expect((await screen.findByText(/sms login/)).textContent).toBe('sms login on');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('the module tree was rejected')),
    );
    warn.mockRestore();
  });

  it('runs the site on the skin’s choices and says Unknown error when the permission call answers 500', async () => {
    renderBoot(
      gateway(() => envelope(500, { success: false, code: 'INTERNAL', message: 'Injected fault' })),
    );
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown error');
    expect(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }),
    ).toBeEnabled();
  });

  it('says the page could not be shown, with a reload, when the merge cannot be loaded', async () => {
    const harness = gatewayHarness({
      fetch: gateway(() => envelope(200, { success: true, value: permission() })),
    });
    harness.render(
      <BuildSkinProvider skin={skin}>
        <BootGate
          loadMerge={() => Promise.reject(new Error('chunk gone'))}
          statusPages={statusPages}
        >
          <h1>The site</h1>
        </BootGate>
      </BuildSkinProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'This page could not be shown.' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'The site' })).toBeNull();
  });

  describe('asks for what it merges all at once', () => {
    /** Holds each boot read until the test answers it by its path fragment. */
    function heldGateway() {
      const held = new Map<string, (response: Response) => void>();
      const fetch = vi.fn<typeof globalThis.fetch>(
        (url) => new Promise((resolve) => held.set(new URL(String(url)).pathname, resolve)),
      );
      const answer = (path: string, value: unknown) =>
        act(async () => held.get(path)!(envelope(200, { success: true, value })));
      return { fetch, held, answer };
    }

    function renderCounted(fetch: FakeFetch) {
      let merges = 0;
      const countedMerge = () =>
        loadMerge().then((decisions): typeof decisions => ({
          ...decisions,
          decideSiteSkin: (...args) => {
            merges += 1;
            return decisions.decideSiteSkin(...args);
          },
        }));
      gatewayHarness({ fetch }).render(
        <BuildSkinProvider skin={skin}>
          <BootGate loadMerge={countedMerge} statusPages={statusPages}>
            <h1>The site</h1>
          </BootGate>
        </BuildSkinProvider>,
      );
      return { merges: () => merges };
    }

    it('asks for the settings, rules and vendors beside the permission call, not after it', async () => {
      const { fetch, held } = heldGateway();
      renderCounted(fetch);
      await waitFor(() =>
        expect([...held.keys()].sort()).toEqual([
          '/lgw/vendors',
          '/wps/register/rules',
          '/wps/register/settings',
          '/wps/system/permission',
        ]),
      );
      expect(screen.queryByRole('heading', { name: 'The site' })).toBeNull();
    });

    it('merges once, when every answer is in, however they are spread', async () => {
      const { fetch, held, answer } = heldGateway();
      const { merges } = renderCounted(fetch);
      await waitFor(() => expect(held.size).toBe(4));
      await answer('/wps/system/permission', permission());
      await answer('/wps/register/settings', {});
      await answer('/wps/register/rules', {});
      expect(screen.queryByRole('heading', { name: 'The site' })).toBeNull();
      await answer('/lgw/vendors', { data: { lanes: [] } });
      expect(await screen.findByRole('heading', { name: 'The site' })).toBeVisible();
      expect(merges()).toBe(1);
    });

    it(`shows the site ${BOOT_ANSWERS_WAIT_MS} ms after the permission without a read still out`, async () => {
      const { fetch, held, answer } = heldGateway();
      renderCounted(fetch);
      await waitFor(() => expect(held.size).toBe(4));
      await answer('/wps/system/permission', permission());
      expect(await siteAfterTheWait()).toBeVisible();
    });
  });

  describe('waits for the lazy parts the page draws first', () => {
    function renderPreparing(preparePage: () => Promise<void>) {
      gatewayHarness({
        fetch: gateway(() => envelope(200, { success: true, value: permission() })),
      }).render(
        <BuildSkinProvider skin={skin}>
          <BootGate loadMerge={loadMerge} preparePage={preparePage} statusPages={statusPages}>
            <h1>The site</h1>
          </BootGate>
        </BuildSkinProvider>,
      );
    }

    it('shows the site once they are here, not before', async () => {
      let prepared = () => {};
      renderPreparing(() => new Promise<void>((resolve) => (prepared = resolve)));
      await act(() => new Promise((resolve) => setTimeout(resolve, BOOT_ANSWERS_WAIT_MS / 4)));
      expect(screen.queryByRole('heading', { name: 'The site' })).toBeNull();
      await act(async () => prepared());
      expect(await screen.findByRole('heading', { name: 'The site' })).toBeVisible();
    });

    it('shows the site at once when they fail to load: the render loads them again', async () => {
      renderPreparing(() => Promise.reject(new Error('chunk gone')));
      expect(await screen.findByRole('heading', { name: 'The site' })).toBeVisible();
    });

    it(`shows the site ${BOOT_ANSWERS_WAIT_MS} ms after the permission while they are still on their way`, async () => {
      renderPreparing(() => new Promise<void>(() => undefined));
      expect(await siteAfterTheWait()).toBeVisible();
    });
  });
});
