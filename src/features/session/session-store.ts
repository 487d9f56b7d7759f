// The player's session (spec 000 §4 account states): logged in ⇔ a token in session storage. The
// store mirrors the session keys so components re-render, and writes every change through to
// storage so a reload keeps the session and a new tab (own sessionStorage) starts logged out.
// Roles come from the member type through the engine (spec 000 §6: agents 1, 2, 41, 42; trial 4).
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  clearSessionKeeping,
  isAgent,
  isTrial,
  type ActionValue,
  type KeyValueStorage,
} from '../../../engine';
import { SESSION_KEYS } from './session-keys';

export type MemberInfo = ActionValue<'memberInfo'>;

/** What a login answer (or a free-play, social or phone login) tells about the account. */
export interface SignInDetails {
  account?: string;
  nickname?: string;
  /** What the player typed to log in (the account name or the mobile number). */
  username?: string;
  /** The member type (spec 000 §3); decides the agent and trial roles. */
  type?: number;
  /** The member id (customerId). */
  id?: number;
}

export interface SessionState {
  token: string | null;
  account: string;
  nickname: string;
  username: string;
  customerId: number | null;
  memberType: number | null;
  isAgent: boolean;
  isTrial: boolean;
  /** The memberInfo answer, once loaded (src/features/session/member-info-sync.tsx). */
  member: MemberInfo | null;
  signIn(token: string, details?: SignInDetails): void;
  setMember(member: MemberInfo): void;
  /** Logged out: session storage emptied but for the merchant code; the query cache cleared. */
  clearSession(): void;
}

export interface SessionStoreOptions {
  session: KeyValueStorage;
  local: KeyValueStorage;
  merchantCode: string;
  /** The skin id, kept under `merchant` (which brand's site this tab is). */
  merchant: string;
  /** A token that came in the URL query; it replaces the stored one. */
  urlToken?: string | null;
  onSignIn?: () => void;
  onClear?: () => void;
}

export type SessionStore = StoreApi<SessionState>;

const readNumber = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value) ? Number(value) : null;

function safely(write: () => void): void {
  try {
    write();
  } catch {
    // Storage full or disabled (private mode): the session lives in memory for this page only.
  }
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { session, local, merchantCode, merchant } = options;
  const read = (key: string) => {
    try {
      return session.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | number | null | undefined) =>
    safely(() =>
      value === null || value === undefined || value === ''
        ? session.removeItem(key)
        : session.setItem(key, String(value)),
    );

  // Spec 000 §9: the merchant code is written to session and local storage at start.
  write(SESSION_KEYS.merchantCode, merchantCode);
  write(SESSION_KEYS.merchant, merchant);
  safely(() => local.setItem(SESSION_KEYS.merchantCode, merchantCode));
  if (options.urlToken) write(SESSION_KEYS.token, options.urlToken);

  const roles = (type: number | null) => ({
    memberType: type,
    isAgent: isAgent(type),
    isTrial: isTrial(type),
  });
  const token = read(SESSION_KEYS.token);
  const loggedOut = {
    token: null,
    account: '',
    nickname: '',
    username: '',
    customerId: null,
    member: null,
    ...roles(null),
  };

  // The store starts as a visitor's and then takes the stored session: its initial state is what
  // React reads while it hydrates the build's first view (zustand gives it as the store's server
  // snapshot), which pictures a visitor, and a member's header follows right after.
  const store = createStore<SessionState>()((set) => ({
    ...loggedOut,

    signIn(newToken, details = {}) {
      const type = details.type ?? null;
      const next = {
        token: newToken,
        account: details.account ?? '',
        nickname: details.nickname ?? '',
        username: details.username ?? details.account ?? '',
        customerId: details.id ?? null,
        member: null,
        ...roles(type),
      };
      write(SESSION_KEYS.token, next.token);
      write(SESSION_KEYS.account, next.account);
      write(SESSION_KEYS.nickname, next.nickname);
      write(SESSION_KEYS.username, next.username);
      write(SESSION_KEYS.customerId, next.customerId);
      write(SESSION_KEYS.memberType, type);
      write(SESSION_KEYS.isAgent, String(next.isAgent));
      set(next);
      options.onSignIn?.();
    },

    setMember(member) {
      write(SESSION_KEYS.account, member.account);
      write(SESSION_KEYS.nickname, member.nickname);
      write(SESSION_KEYS.customerId, member.id);
      write(SESSION_KEYS.memberType, member.type);
      write(SESSION_KEYS.isAgent, String(isAgent(member.type)));
      set({
        member,
        account: member.account,
        nickname: member.nickname,
        customerId: member.id,
        ...roles(member.type),
      });
    },

    clearSession() {
      safely(() => clearSessionKeeping(session));
      write(SESSION_KEYS.merchantCode, merchantCode);
      write(SESSION_KEYS.merchant, merchant);
      set(loggedOut);
      options.onClear?.();
    },
  }));
  if (token) {
    store.setState({
      token,
      account: read(SESSION_KEYS.account) ?? '',
      nickname: read(SESSION_KEYS.nickname) ?? '',
      username: read(SESSION_KEYS.username) ?? '',
      customerId: readNumber(read(SESSION_KEYS.customerId)),
      ...roles(readNumber(read(SESSION_KEYS.memberType))),
    });
  }
  return store;
}
