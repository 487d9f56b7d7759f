// What each side may do with a contract: the dialog's buttons and the gateway's rules agree.
import { describe, expect, it } from 'vitest';
import { contractActions } from '../../../engine';

describe('contractActions', () => {
  it('lets the downline accept or reject an offer, and the upline only wait', () => {
    const offer = { status: 'offered', terminationRequestedBy: null } as const;
    expect(contractActions({ ...offer, direction: 'incoming' })).toEqual([
      'acceptOffer',
      'rejectOffer',
    ]);
    expect(contractActions({ ...offer, direction: 'outgoing' })).toEqual([]);
  });

  it('lets either side end an active contract nobody asked to end', () => {
    for (const direction of ['incoming', 'outgoing'] as const) {
      expect(
        contractActions({ status: 'active', direction, terminationRequestedBy: null }),
      ).toEqual(['terminate']);
    }
  });

  it("puts the downline's request to end it before the upline, who accepts or rejects it", () => {
    const asked = { status: 'active', terminationRequestedBy: 'agent02' } as const;
    expect(contractActions({ ...asked, direction: 'outgoing' })).toEqual([
      'acceptTermination',
      'rejectTermination',
    ]);
    expect(contractActions({ ...asked, direction: 'incoming' })).toEqual([]);
  });

  it('offers nothing on a rejected or terminated contract', () => {
    for (const status of ['rejected', 'terminated'] as const) {
      expect(
        contractActions({ status, direction: 'incoming', terminationRequestedBy: null }),
      ).toEqual([]);
    }
  });
});
