// The new-IP verification step of the login (spec 000 §4): the methods the gateway named, a code
// sent to the bound mobile or e-mail when that method is chosen, and the answer, which the gateway
// exchanges for the session (verifyNewIp); the session then goes through the same after-login plan
// as the password login it completes.
import { useState } from 'react';
import {
  newIpMethodSendsCode,
  validateNewIpAnswer,
  type FormProblem,
  type NewIpChallenge,
  type NewIpMethod,
} from '../../../engine';
import { useApiErrorMessage, useGatewayMutation } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompleteLogin, type LoginContext } from './use-complete-login';

export interface NewIpVerificationModel {
  methods: NewIpMethod[];
  method: NewIpMethod;
  setMethod(method: NewIpMethod): void;
  answer: string;
  setAnswer(answer: string): void;
  problem: FormProblem | undefined;
  /** Where the last code went (masked), once sent for the chosen method. */
  sentTo: string | null;
  sendCode(): void;
  sending: boolean;
  submit(): void;
  pending: boolean;
  error: string | null;
}

export function useNewIpVerification(
  challenge: NewIpChallenge,
  login: LoginContext,
  onLoggedIn: () => void,
): NewIpVerificationModel {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const completeLogin = useCompleteLogin();
  const [method, setMethod] = useState<NewIpMethod>(challenge.methods[0]);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<FormProblem | undefined>();
  const [sent, setSent] = useState<{ method: NewIpMethod; to: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useGatewayMutation('newIpCode');
  const verify = useGatewayMutation('verifyNewIp');

  const sendCode = () => {
    if (!newIpMethodSendsCode(method) || send.isPending) return;
    setError(null);
    send.mutate(
      { ticket: challenge.ticket, method },
      {
        onSuccess: (value) => setSent({ method, to: value.sentTo }),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  const submit = () => {
    if (verify.isPending) return;
    const found = validateNewIpAnswer(method, answer);
    setProblem(found);
    if (found) return;
    setError(null);
    verify.mutate(
      { ticket: challenge.ticket, method, answer: answer.trim() },
      {
        onSuccess: async (session) => {
          const plan = await completeLogin(session, login);
          if (plan.outcome === 'refused') setError(t(plan.messageKey));
          else if (plan.outcome === 'loggedIn') onLoggedIn();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return {
    methods: challenge.methods,
    method,
    setMethod: (next) => {
      setMethod(next);
      setAnswer('');
      setProblem(undefined);
      setError(null);
    },
    answer,
    setAnswer,
    problem,
    sentTo: sent?.method === method ? sent.to : null,
    sendCode,
    sending: send.isPending,
    submit,
    pending: verify.isPending,
    error,
  };
}
