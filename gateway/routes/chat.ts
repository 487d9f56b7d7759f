// Live chat (spec 001 §7): the chat models and the page the customer-service window opens
// (440×750, spec 000 §9), which the gateway serves (routes/chat-page.ts). Each launch opens a
// conversation of its own (the member's when a token came, else a visitor's), kept in SQL.
import type { Locale } from '../../engine';
import type { FamilyRoutes } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { openConversation } from '../members/chat-conversations';

/** The chat models, named in each interface language. */
export const CHAT_MODELS: ReadonlyArray<{
  modelId: string;
  names: Readonly<Record<Locale, string>>;
}> = [
  { modelId: 'support', names: { en: 'Customer service', pt: 'Atendimento ao cliente' } },
  { modelId: 'vip', names: { en: 'VIP host', pt: 'Anfitrião VIP' } },
];

/** A model's name in the language, or its id for a model this gateway no longer offers. */
export function chatModelName(modelId: string, language: Locale): string {
  return CHAT_MODELS.find((model) => model.modelId === modelId)?.names[language] ?? modelId;
}

/** The chat page of one conversation, in the player's language; its ticket is its only key. */
export function chatPageUrl(origin: string, ticket: string, language: Locale): string {
  return `${origin}/lgw/chat-page?ticket=${encodeURIComponent(ticket)}&lang=${language}`;
}

export const chatRoutes: FamilyRoutes<'chat'> = {
  liveChatModels: {
    module: 'LIVECHAT3',
    duringOutage: true,
    // The VIP host works 10:00-22:00 UTC; customer service never sleeps.
    handler: async ({ now, language }) => ({
      list: CHAT_MODELS.map((model) => ({
        modelId: model.modelId,
        name: model.names[language],
        online: model.modelId === 'support' || (now.getUTCHours() >= 10 && now.getUTCHours() < 22),
      })),
    }),
  },
  chatLaunch: {
    module: 'LIVECHAT3',
    duringOutage: true,
    handler: async ({ payload, origin, merchant, session, db, now, language }) => {
      const modelId = payload.modelId ?? 'support';
      if (!CHAT_MODELS.some((model) => model.modelId === modelId)) {
        fail('FIELD_INVALID', {
          message: `chatLaunch: modelId must be one of ${CHAT_MODELS.map((model) => model.modelId).join(', ')} (got "${modelId}")`,
        });
      }
      const ticket = await openConversation(db, {
        merchantCode: merchant.code,
        memberId: session?.memberId ?? null,
        modelId,
        now,
      });
      return { url: chatPageUrl(origin, ticket, language) };
    },
  },
};
