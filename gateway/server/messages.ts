// The text of each error code in the player's language (X-Language): the engine's catalogue where
// the spec names the message (spec 000 §8), the gateway's own words otherwise.
import type { ErrorCode } from '../../engine/api/envelope';
import { CATALOGUE, type MessageKey } from '../../engine/i18n/catalogue';
import type { Locale } from '../../engine/skin/skin-types';

const FROM_CATALOGUE: Partial<Record<ErrorCode, MessageKey>> = {
  LOGIN_REQUIRED: 'error.notLoggedIn',
  TOKEN_INVALID: 'error.notLoggedIn',
  INVALID_CREDENTIALS: 'error.wrongCredentials',
  CAPTCHA_REQUIRED: 'error.completeVerification',
  SMS_LOCKED: 'phoneError.tooManyRequests',
  SMS_CODE_INVALID: 'phoneError.invalidCode',
  SMS_CODE_EXPIRED: 'phoneError.codeExpired',
  PASSWORD_MISMATCH: 'validation.inconsistentTwice',
  PASSWORD_CHANGE_REQUIRED: 'error.passwordExpired',
  INVALID_INVITATION: 'validation.invitationCode',
  INVALID_DOMAIN: 'error.invalidUrl',
  NOT_AGENT: 'error.nonAgent',
  NOT_MEMBER: 'error.nonMember',
  TRIAL_NOT_ALLOWED: 'error.realAccountNeeded',
  MAINTENANCE: 'error.maintenance',
  REGION_RESTRICTED: 'error.accessRestricted',
  INTERNAL: 'error.unknown',
};

type Texts = { en: string; pt: string };

const OWN: Partial<Record<ErrorCode, Texts>> = {
  BAD_REQUEST: { en: 'The request is malformed', pt: 'A solicitação está malformada' },
  PAYLOAD_TOO_LARGE: { en: 'The request body is too large', pt: 'O corpo da solicitação é grande demais' },
  UNSUPPORTED_MEDIA_TYPE: { en: 'Send JSON (or a form where the action takes one)', pt: 'Envie JSON (ou um formulário onde a ação o aceita)' },
  UNKNOWN_ACTION: { en: 'There is no such action', pt: 'Esta ação não existe' },
  UNKNOWN_MERCHANT: { en: 'Unknown merchant code', pt: 'Código de comerciante desconhecido' },
  CAPTCHA_INVALID: { en: 'The captcha is wrong or has expired; please enter the new one', pt: 'O captcha está errado ou expirou; digite o novo' },
  FIELD_INVALID: { en: 'Please Enter Correct Information', pt: 'Por favor, insira informações corretas' },
  PASSWORD_REUSED: { en: 'Choose a password other than the current or the initial one', pt: 'Escolha uma senha diferente da atual ou da inicial' },
  USERNAME_TAKEN: { en: 'This account name is already registered', pt: 'Este nome de conta já está registrado' },
  MOBILE_TAKEN: { en: 'This mobile number is already registered', pt: 'Este número de celular já está registrado' },
  FEATURE_DISABLED: { en: 'This feature is not available', pt: 'Este recurso não está disponível' },
  NOT_FOUND: { en: 'Not found', pt: 'Não encontrado' },
  CONFLICT: { en: 'This cannot be done now', pt: 'Isto não pode ser feito agora' },
  INSUFFICIENT_FUNDS: { en: 'Insufficient balance', pt: 'Saldo insuficiente' },
  PAYMENT_PASSWORD_INVALID: { en: 'The payment password is wrong', pt: 'A senha de pagamento está errada' },
  IDEMPOTENCY_KEY_REQUIRED: { en: 'This action needs an Idempotency-Key header', pt: 'Esta ação precisa do cabeçalho Idempotency-Key' },
  IDEMPOTENCY_KEY_REUSED: { en: 'This Idempotency-Key was used for a different request', pt: 'Esta Idempotency-Key foi usada para outra solicitação' },
  ENCRYPTION_REQUIRED: { en: 'This action takes an encrypted payload', pt: 'Esta ação exige dados criptografados' },
  ENCRYPTION_KEY_UNKNOWN: { en: 'The encryption key has changed; fetch publicKey again', pt: 'A chave de criptografia mudou; busque publicKey novamente' },
  DECRYPTION_FAILED: { en: 'The payload could not be decrypted', pt: 'Não foi possível descriptografar os dados' },
  RATE_LIMITED: { en: 'Too many requests. Please try again later.', pt: 'Muitas solicitações. Tente novamente mais tarde.' },
};

export function messageFor(code: ErrorCode, language: Locale): string {
  const key = FROM_CATALOGUE[code];
  if (key) return CATALOGUE[language][key];
  return OWN[code]?.[language] ?? CATALOGUE[language]['error.unknown'];
}

/** What a success says. */
export function successMessage(language: Locale): string {
  return language === 'pt' ? 'Sucesso' : 'Success';
}
