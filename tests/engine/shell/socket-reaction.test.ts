import { describe, expect, it } from 'vitest';
import {
  parseSocketEvent,
  socketCloseReaction,
  socketReaction,
  socketReconnectDelay,
} from '../../../engine';

const member = { isTrial: false };

describe('socket events while logged in', () => {
  it('refreshes the balance on a balance change', () => {
    expect(
      socketReaction(
        parseSocketEvent('{"type":"balance","balance":"1712.50","currency":"BRL"}'),
        member,
      ),
    ).toEqual({ kind: 'balance', balance: '1712.50', currency: 'BRL' });
  });

  it('updates the unread count on a new message, except for trial accounts', () => {
    const event = parseSocketEvent('{"type":"message","unread":3,"title":"Hi"}');
    expect(socketReaction(event, member)).toEqual({ kind: 'unread', unread: 3, title: 'Hi' });
    expect(socketReaction(event, { isTrial: true })).toEqual({ kind: 'none' });
  });

  it('cues the contract dialog when a contract request comes (spec 001 §4), never for a trial account', () => {
    const event = parseSocketEvent('{"type":"contract"}');
    expect(socketReaction(event, member)).toEqual({ kind: 'contract' });
    expect(socketReaction(event, { isTrial: true })).toEqual({ kind: 'none' });
  });

  it('signs the player out on a forced logout, with its reason', () => {
    expect(socketReaction({ type: 'forcedLogout', reason: 'kicked' }, member)).toEqual({
      kind: 'forcedLogout',
      reason: 'kicked',
    });
  });

  it('swaps in the maintenance page when maintenance starts', () => {
    expect(
      socketReaction(
        { type: 'maintenance', maintenance: true, maintenanceEnd: '2030-01-01T00:00:00.000Z' },
        member,
      ),
    ).toEqual({
      kind: 'maintenance',
      maintenance: true,
      maintenanceEnd: '2030-01-01T00:00:00.000Z',
    });
  });

  it('ignores ready, unknown frames and a balance that is not a number', () => {
    expect(socketReaction(parseSocketEvent('{"type":"ready","memberId":1}'), member)).toEqual({
      kind: 'none',
    });
    expect(socketReaction(parseSocketEvent('garbage'), member)).toEqual({ kind: 'none' });
    expect(socketReaction({ type: 'balance', balance: '12.5', currency: 'BRL' }, member)).toEqual({
      kind: 'none',
    });
  });
});

describe('when the socket closes', () => {
  it('stops after our logout or a refused hello, signs out on a forced close, reconnects otherwise', () => {
    expect([4000, 4401, 4001, 1006, 1001].map(socketCloseReaction)).toEqual([
      'stop',
      'stop',
      'forcedLogout',
      'reconnect',
      'reconnect',
    ]);
  });

  it('waits longer after each failure, at most 30 s, with jitter', () => {
    expect(socketReconnectDelay(0, () => 1)).toBe(1000);
    expect(socketReconnectDelay(0, () => 0)).toBe(500);
    expect(socketReconnectDelay(3, () => 1)).toBe(8000);
    expect(socketReconnectDelay(40, () => 1)).toBe(30_000);
  });
});
