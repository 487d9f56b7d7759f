// Scoped dev switches: e2e specs of one skin share one gateway, so a switch posted with a `scope`
// holds only for requests carrying `X-Dev-Scope: <scope>`; everyone else sees the merchant as
// stored.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

afterEach(async () => {
  await gateway.dev('DELETE', 'scopes/spec-a');
  await gateway.dev('DELETE', 'scopes/spec-b');
});

describe('a scoped switch', () => {
  it('puts only its own scope into maintenance, with the end time it was given', async () => {
    await gateway.dev('POST', 'maintenance', {
      enabled: true,
      endsAt: '2030-01-01T10:00:00.000Z',
      scope: 'spec-a',
    });

    const scoped = await gateway.client({ scope: 'spec-a' }).call('permission', {});
    expect([scoped.maintenance, scoped.maintenanceEnd]).toEqual([true, '2030-01-01T10:00:00.000Z']);
    expect((await failure(gateway.client({ scope: 'spec-a' }).call('winners', {}))).code).toBe(
      'MAINTENANCE',
    );

    expect((await gateway.client().call('permission', {})).maintenance).toBe(false);
    expect((await gateway.client({ scope: 'spec-b' }).call('permission', {})).maintenance).toBe(
      false,
    );
    expect((await gateway.client().call('winners', {})).list.length).toBeGreaterThan(0);
  });

  it('restricts the region of its own scope only', async () => {
    await gateway.dev('POST', 'region', { restricted: true, scope: 'spec-a' });
    expect(
      (await gateway.client({ scope: 'spec-a' }).call('permission', {})).regionRestriction,
    ).toBe(true);
    expect(
      (await gateway.client({ scope: 'spec-b' }).call('permission', {})).regionRestriction,
    ).toBe(false);
  });

  it('switches a module off for its own scope, and later switches of the scope add up', async () => {
    await gateway.dev('POST', 'modules', { modId: 'SMSLOGIN3', enabled: false, scope: 'spec-a' });
    await gateway.dev('POST', 'modules', { modId: 'FREEPLAY3', enabled: false, scope: 'spec-a' });
    const enabled = (
      tree: Array<{ modId: string; enabled: boolean; childrenNodes?: unknown[] }>,
      modId: string,
    ): boolean | undefined => {
      for (const node of tree) {
        if (node.modId === modId) return node.enabled;
        const below = enabled((node.childrenNodes ?? []) as typeof tree, modId);
        if (below !== undefined) return below;
      }
      return undefined;
    };
    const scoped = (await gateway.client({ scope: 'spec-a' }).call('permission', {})).info
      .whitelabel;
    expect([enabled(scoped, 'SMSLOGIN3'), enabled(scoped, 'FREEPLAY3')]).toEqual([false, false]);
    const global = (await gateway.client().call('permission', {})).info.whitelabel;
    expect([enabled(global, 'SMSLOGIN3'), enabled(global, 'FREEPLAY3')]).toEqual([true, true]);
  });

  it('changes a registration setting for its own scope only', async () => {
    await gateway.dev('POST', 'registration', {
      field: 'email',
      show: true,
      required: true,
      scope: 'spec-a',
    });
    expect(
      (await gateway.client({ scope: 'spec-a' }).call('registrationSettings', {})).email,
    ).toEqual({ show: true, required: true });
    expect(
      (await gateway.client().call('registrationSettings', {})).email?.required,
    ).toBeUndefined();
  });

  it('injects a fault into its own scope’s calls, which the scope can clear', async () => {
    await gateway.dev('POST', 'faults', { action: 'winners', status: 500, scope: 'spec-a' });
    expect(await gateway.dev('GET', 'faults?scope=spec-a')).toEqual({ winners: { status: 500 } });
    expect(await gateway.dev('GET', 'faults')).toEqual({});

    expect((await failure(gateway.client({ scope: 'spec-a' }).call('winners', {}))).status).toBe(
      500,
    );
    expect(
      (await gateway.client({ scope: 'spec-b' }).call('winners', {})).list.length,
    ).toBeGreaterThan(0);
    expect((await gateway.client().call('winners', {})).list.length).toBeGreaterThan(0);

    await gateway.dev('DELETE', 'faults?scope=spec-a&action=winners');
    expect(
      (await gateway.client({ scope: 'spec-a' }).call('winners', {})).list.length,
    ).toBeGreaterThan(0);
  });

  it('ends with its scope: after DELETE /__dev/scopes/<scope> the scope sees the stored merchant again', async () => {
    await gateway.dev('POST', 'maintenance', { enabled: true, scope: 'spec-a' });
    await gateway.dev('POST', 'faults', { action: 'winners', status: 500, scope: 'spec-a' });
    await gateway.dev('DELETE', 'scopes/spec-a');
    expect((await gateway.client({ scope: 'spec-a' }).call('permission', {})).maintenance).toBe(
      false,
    );
    expect(
      (await gateway.client({ scope: 'spec-a' }).call('winners', {})).list.length,
    ).toBeGreaterThan(0);
  });

  it('refuses a scope name that could not travel as a header', async () => {
    const answer = await gateway.raw('/__dev/region', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ restricted: true, scope: 'two words' }),
    });
    expect(answer.status).toBe(400);
  });
});

describe('an unscoped switch', () => {
  it('still holds for every request, scoped or not', async () => {
    await gateway.dev('POST', 'region', { restricted: true });
    try {
      expect((await gateway.client().call('permission', {})).regionRestriction).toBe(true);
      expect(
        (await gateway.client({ scope: 'spec-a' }).call('permission', {})).regionRestriction,
      ).toBe(true);
    } finally {
      await gateway.dev('POST', 'region', { restricted: false });
    }
  });

  it('is overridden by a scope that switched the same thing back', async () => {
    await gateway.dev('POST', 'region', { restricted: true });
    try {
      await gateway.dev('POST', 'region', { restricted: false, scope: 'spec-b' });
      expect(
        (await gateway.client({ scope: 'spec-b' }).call('permission', {})).regionRestriction,
      ).toBe(false);
    } finally {
      await gateway.dev('POST', 'region', { restricted: false });
    }
  });
});
