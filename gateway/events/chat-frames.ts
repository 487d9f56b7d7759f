// The live chat's frames on the WebSocket (beside the member events of engine/api/socket-events.ts):
// the chat page joins its conversation with its ticket, the dev operator page joins every
// conversation; both then send `chatSend` and hear every `chatMessage` of what they joined.

export type ChatSender = 'member' | 'operator';

export interface ChatMessage {
  id: number;
  from: ChatSender;
  text: string;
  at: string;
}

export interface ChatConversation {
  id: number;
  merchantCode: string;
  modelId: string;
  /** The member's username; null for a visitor. */
  member: string | null;
}

/** What a chat page or the operator page sends after its hello. */
export type ChatRequest = { type: 'chatSend'; text: string; conversationId?: number };

/** What the gateway sends to a chat page or the operator page. */
export type ChatFrame =
  | { type: 'chatReady'; conversation: ChatConversation; messages: ChatMessage[] }
  | {
      type: 'operatorReady';
      conversations: Array<{ conversation: ChatConversation; messages: ChatMessage[] }>;
    }
  | { type: 'chatMessage'; conversation: ChatConversation; message: ChatMessage }
  | { type: 'chatError'; message: string };
