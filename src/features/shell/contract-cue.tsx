// Opens the contract dialog by itself when an offer or a termination request waits for the
// member's answer (spec 000 §2 "a contract dialog (logged-in only)", spec 001 §4): the consolidated
// read's pendingRequests, which the login loads and the socket's `contract` event reads again
// (./use-member-socket.ts), decided by engine contractCue against what the dialog last showed this
// session. Only for a real account under the agent policy, as the consolidated read itself (spec
// 000 §4); it waits for the first paint and for no other modal to be on screen, so it interrupts
// neither the first view nor a flow the player is in. A component of its own: it reads what is on
// screen, and only it redraws when a modal comes or goes.
import { useEffect } from 'react';
import { agentPolicyOn, CONTRACT_CUE_SESSION_KEY, contractCue } from '../../../engine';
import { useGatewayQuery } from '../../lib/api';
import { useAfterFirstPaint } from '../../lib/browser/after-first-paint';
import { webStorage } from '../../lib/browser/web-storage';
import { useFeatureCheck } from '../boot/boot-context';
import { useModal, useModalOnScreen } from '../modals/use-modal';
import { useSession } from '../session/session-context';

export function ContractCue() {
  const loggedIn = useSession((state) => state.token !== null);
  const isTrial = useSession((state) => state.isTrial);
  const policy = agentPolicyOn(useFeatureCheck());
  const painted = useAfterFirstPaint();
  const { open } = useModal();
  const onScreen = useModalOnScreen() !== null;
  const pending = useGatewayQuery(
    'consolidatedContract',
    {},
    { enabled: loggedIn && !isTrial && policy && painted, staleTime: 60_000 },
  ).data?.pendingRequests;

  useEffect(() => {
    if (pending === undefined || onScreen) return;
    const session = webStorage('sessionStorage');
    const cue = contractCue(pending, Number(session.getItem(CONTRACT_CUE_SESSION_KEY) ?? 0));
    session.setItem(CONTRACT_CUE_SESSION_KEY, String(cue.shown));
    if (cue.open) open('contracts');
  }, [pending, onScreen, open]);

  return null;
}
