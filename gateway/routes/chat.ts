// Live chat (spec 001 §7): the chat models and the page the customer-service window opens
// (440×750, spec 000 §9), which the gateway serves (routes/pages.ts).
import type { FamilyRoutes } from '../context/action-context';

export const CHAT_MODELS = [
  { modelId: 'support', name: 'Customer service' },
  { modelId: 'vip', name: 'VIP host' },
];

export const chatRoutes: FamilyRoutes<'chat'> = {
  liveChatModels: {
    module: 'LIVECHAT3',
    duringOutage: true,
    // The VIP host works 10:00-22:00 UTC; customer service never sleeps.
    handler: async ({ now }) => ({
      list: CHAT_MODELS.map((model) => ({
        ...model,
        online: model.modelId === 'support' || (now.getUTCHours() >= 10 && now.getUTCHours() < 22),
      })),
    }),
  },
  chatLaunch: {
    module: 'LIVECHAT3',
    duringOutage: true,
    handler: async ({ payload, origin, merchant }) => ({
      url: `${origin}/lgw/chat-page?merchant=${encodeURIComponent(merchant.code)}&model=${encodeURIComponent(payload.modelId ?? 'support')}`,
    }),
  },
};
