// The chat room (spec 000 §2 "Modals": a chat room; spec 001 §7): the footer offers it only while
// the chat feature is on; the modal lists the gateway's chat models and opens the chosen one in
// the 440×750 customer-service window (spec 000 §9), saying so when the popup is blocked; the
// header's customer-service icon opens the chat room for a logged-in player, the live chat window
// for a visitor.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE, type ResolvedSkin } from '../../../engine';
import type { Permission } from '../../../src/features/boot/boot-context';
import { useModalStore } from '../../../src/features/modals/modal-store';
import { ChatRoomModal } from '../../../src/features/shell/chat-room-modal';
import { CustomerServiceIcon } from '../../../src/features/shell/customer-service-icon';
import { SiteFooter } from '../../../src/features/shell/site-footer';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';
import { memberInfo, renderShell } from './shell-harness';

const CHAT_PAGE = 'https://gateway.example.com/lgw/chat-page?ticket=abc&lang=en';
const answers = {
  '/wps/chat/models': {
    list: [
      { modelId: 'support', name: 'Customer service', online: true },
      { modelId: 'vip', name: 'VIP host', online: false },
    ],
  },
  '/wps/chat/launch': { url: CHAT_PAGE },
};

let chatOn: ResolvedSkin;
let chatOff: ResolvedSkin;

beforeAll(async () => {
  chatOn = await resolvedSkin({ ...minimalSkin('chat-on', 'MC1001'), features: { chat: true } });
  chatOff = await resolvedSkin({ ...minimalSkin('chat-off', 'MC1001'), features: { chat: false } });
});

afterEach(() => {
  vi.restoreAllMocks();
  useModalStore.getState().close();
});

describe('the chat room', () => {
  it('chat on: the footer’s live chat entry opens the chat room', () => {
    renderShell(<SiteFooter />, { skin: chatOn });
    fireEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(useModalStore.getState().current?.name).toBe('chatRoom');
  });

  it('chat off: the footer has no live chat entry', () => {
    renderShell(<SiteFooter />, { skin: chatOff });
    expect(screen.getByRole('link', { name: 'Feedback and complaints' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
  });

  it('lists the models with their presence and opens the chosen one in the service window', async () => {
    const chatWindow = { location: { href: '' }, close: vi.fn(), opener: {} };
    const open = vi.spyOn(window, 'open').mockReturnValue(chatWindow as unknown as Window);
    const close = vi.fn();
    const { fetch } = renderShell(<ChatRoomModal close={close} />, { skin: chatOn, answers });
    const vip = await screen.findByRole('button', { name: 'VIP host Away: leave a message' });
    expect(screen.getByRole('button', { name: 'Customer service Online' })).toBeInTheDocument();
    fireEvent.click(vip);
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(chatWindow.location.href).toBe(CHAT_PAGE);
    const launch = fetch.mock.calls.find(([url]) => String(url).includes('/wps/chat/launch'));
    expect(String(launch?.[0])).toContain('modelId=vip');
  });

  it('says the popup was blocked and launches nothing', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { fetch } = renderShell(<ChatRoomModal close={vi.fn()} />, { skin: chatOn, answers });
    fireEvent.click(await screen.findByRole('button', { name: 'Customer service Online' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CATALOGUE.en['error.popupBlocked']);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/wps/chat/launch'))).toBe(false);
  });

  it('says so when the gateway offers no chat model', async () => {
    renderShell(<ChatRoomModal close={vi.fn()} />, {
      skin: chatOn,
      answers: { '/wps/chat/models': { list: [] } },
    });
    expect(await screen.findByText('Live chat is not available right now.')).toBeInTheDocument();
  });
});

describe('the header’s customer-service icon', () => {
  const liveChat = {
    info: { customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example.com/room' }] },
  } as unknown as Permission;

  it('opens the chat room for a logged-in player while the chat feature is on', () => {
    const open = vi.spyOn(window, 'open');
    renderShell(<CustomerServiceIcon />, {
      skin: chatOn,
      member: memberInfo(),
      permission: liveChat,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(useModalStore.getState().current?.name).toBe('chatRoom');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the visitor’s live chat in the service window for a visitor', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as unknown as Window);
    renderShell(<CustomerServiceIcon />, { skin: chatOn, permission: liveChat });
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(open.mock.calls[0]?.[0]).toBe('https://chat.example.com/room');
    expect(useModalStore.getState().current).toBeNull();
  });
});
