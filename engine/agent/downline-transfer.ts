// A transfer to a downline (spec 001 §1 "downline transfers", §2 "Agent centre"): the reference
// gateway takes at most this much at a time (gateway/README.md "Downline transfer"), and says so
// in the reader's language (catalogue `agentTeam.transferTooLarge`).
import { moneyCents } from '../money';

export const MAX_DOWNLINE_TRANSFER = '50000.00';
export const MAX_DOWNLINE_TRANSFER_CENTS = moneyCents(MAX_DOWNLINE_TRANSFER);
