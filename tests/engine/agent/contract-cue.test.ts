// When the contract dialog opens by itself (spec 000 §2 "a contract dialog (logged-in only)",
// spec 001 §4 "Contract requests").
import { describe, expect, it } from 'vitest';
import { contractCue } from '../../../engine';

describe('the contract dialog’s cue', () => {
  it('opens when a request waits that the dialog has not shown this session', () => {
    expect(contractCue(1, 0)).toEqual({ open: true, shown: 1 });
    expect(contractCue(3, 2)).toEqual({ open: true, shown: 3 });
  });

  it('stays shut once the player closed it on the same requests, and with none waiting', () => {
    expect(contractCue(2, 2)).toEqual({ open: false, shown: 2 });
    expect(contractCue(0, 0)).toEqual({ open: false, shown: 0 });
  });

  it('opens again for a new request after one was answered', () => {
    const answered = contractCue(1, 2);
    expect(answered).toEqual({ open: false, shown: 1 });
    expect(contractCue(2, answered.shown)).toEqual({ open: true, shown: 2 });
  });

  it('reads a stored count that is not a number as nothing shown', () => {
    expect(contractCue(1, Number.NaN)).toEqual({ open: true, shown: 1 });
  });
});
