// A login from an IP new to the account needs extra verification (spec 000 §4: SMS, e-mail,
// authenticator app or bank account holder name). The gateway refuses the login with
// NEW_IP_VERIFICATION and a ticket naming the methods this account can answer with; the login
// modal asks for one and sends the answer with the ticket (verifyNewIp).
import type { FormProblem } from './form-problem';
import type { CodedError } from './phone-errors';

export const NEW_IP_METHODS = ['totp', 'sms', 'email', 'bankHolder'] as const;
export type NewIpMethod = (typeof NEW_IP_METHODS)[number];

export interface NewIpChallenge {
  ticket: string;
  /** In the gateway's order: the first is offered first. */
  methods: NewIpMethod[];
  /** Masked, for "a code was sent to …". */
  mobileNum: string;
  email: string;
}

/** The challenge a refused login carries, or null when the refusal is another one. */
export function newIpChallengeOf(error: CodedError): NewIpChallenge | null {
  if (error.code !== 'NEW_IP_VERIFICATION') return null;
  const value = (error.value ?? {}) as Partial<Record<keyof NewIpChallenge, unknown>>;
  if (typeof value.ticket !== 'string' || !Array.isArray(value.methods)) return null;
  const methods = value.methods.filter((method): method is NewIpMethod =>
    (NEW_IP_METHODS as readonly unknown[]).includes(method),
  );
  if (methods.length === 0) return null;
  return {
    ticket: value.ticket,
    methods,
    mobileNum: typeof value.mobileNum === 'string' ? value.mobileNum : '',
    email: typeof value.email === 'string' ? value.email : '',
  };
}

/** Whether the method needs a code sent first (SMS, e-mail). */
export function newIpMethodSendsCode(method: NewIpMethod): method is 'sms' | 'email' {
  return method === 'sms' || method === 'email';
}

/** The answer's problem: a code is 6 digits, a holder name is not empty. */
export function validateNewIpAnswer(method: NewIpMethod, answer: string): FormProblem | undefined {
  const trimmed = answer.trim();
  if (method === 'bankHolder') {
    return trimmed ? undefined : { key: 'validation.required' };
  }
  return /^\d{6}$/.test(trimmed) ? undefined : { key: 'validation.verificationCode' };
}
