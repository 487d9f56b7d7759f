// When the contract dialog opens by itself (spec 000 §2 "a contract dialog (logged-in only)", spec
// 001 §4 "Contract requests"): a member told nothing would never learn that an upline's offer or a
// downline's termination request waits for an answer. The dialog opens when the requests waiting
// (the consolidated read's pendingRequests, read again when the socket says a request came) number
// more than the dialog last showed this session; closing it without answering does not bring it
// back until another request comes, and an answered one lowers what was shown, so the next new
// one opens it again.

/** The session storage key of how many waiting requests the dialog last showed. */
export const CONTRACT_CUE_SESSION_KEY = 'contractCue';

export interface ContractCue {
  open: boolean;
  /** What to remember as shown. */
  shown: number;
}

export function contractCue(pending: number, shown: number): ContractCue {
  const waiting = Math.max(0, Math.floor(pending));
  const seen = Number.isFinite(shown) ? Math.max(0, Math.floor(shown)) : 0;
  return waiting > seen ? { open: true, shown: waiting } : { open: false, shown: waiting };
}
