import { describe, expect, it } from 'vitest';
import { customerServiceAction, customerServiceUrl } from '../../../engine';

describe('the customer-service address', () => {
  const entries = [
    { csType: 'EMAIL', path: 'mailto:help@example.com' },
    { csType: 'WHATSAPP', path: 'https://wa.me/5511900000000' },
    { csType: 'LIVECHAT', path: 'https://chat.example.com/start' },
  ];

  it('prefers the gateway’s live chat', () => {
    expect(customerServiceUrl(entries, 'https://skin.example.com/help')).toBe(
      'https://chat.example.com/start',
    );
  });

  it('passes over the live chat while the chat feature is off, to another entry or the skin’s link', () => {
    expect(customerServiceUrl(entries, 'https://skin.example.com/help', false)).toBe(
      'https://wa.me/5511900000000',
    );
    expect(customerServiceUrl(entries.slice(2), '', false)).toBe('');
  });

  it('falls back to another web entry of the gateway, then to the skin’s link', () => {
    expect(customerServiceUrl(entries.slice(0, 2), 'https://skin.example.com/help')).toBe(
      'https://wa.me/5511900000000',
    );
    expect(customerServiceUrl([], 'https://skin.example.com/help')).toBe(
      'https://skin.example.com/help',
    );
  });

  it('opens a path the gateway sent encrypted through the gateway, which alone can read it (spec 000 §3)', () => {
    const sealed = { keyId: 'k1', algorithm: 'RSA-OAEP-256+A256GCM', key: 'a', iv: 'b', data: 'c' };
    const url = customerServiceUrl(
      [{ csType: 'LIVECHAT', path: sealed }],
      'https://skin.example.com/help',
      true,
      'https://gw.example.com',
    );
    expect(url).toBe(
      `https://gw.example.com/wps/system/customer-service/open?path=${encodeURIComponent(JSON.stringify(sealed))}`,
    );
    // Half a sealed path is no path.
    expect(customerServiceUrl([{ csType: 'LIVECHAT', path: { keyId: 'k1' } }], '')).toBe('');
  });

  it('never opens an address that is not https or http, and has none to offer without one', () => {
    expect(customerServiceUrl([{ csType: 'LIVECHAT', path: 'javascript:alert(1)' }], '')).toBe('');
    expect(customerServiceUrl('garbage', 'data:text/html,hi')).toBe('');
    expect(customerServiceUrl([null, 3, { csType: 'LIVECHAT' }], '')).toBe('');
  });
});

describe('what the header’s customer-service icon does', () => {
  const url = 'https://gw.example.com/lgw/chat-page';

  it('opens the chat room for a logged-in player while the chat feature is on', () => {
    expect(customerServiceAction(url, { loggedIn: true, chat: true })).toEqual({
      kind: 'chatRoom',
    });
    expect(customerServiceAction('', { loggedIn: true, chat: true })).toEqual({ kind: 'chatRoom' });
  });

  it('opens the service window for a visitor, or when the chat feature is off', () => {
    expect(customerServiceAction(url, { loggedIn: false, chat: true })).toEqual({
      kind: 'window',
      url,
    });
    expect(customerServiceAction(url, { loggedIn: true, chat: false })).toEqual({
      kind: 'window',
      url,
    });
  });

  it('offers nothing to a visitor when there is no customer service to open', () => {
    expect(customerServiceAction('', { loggedIn: false, chat: true })).toBeNull();
  });
});
