// The text of each error code in the player's language (X-Language): the engine's catalogue where
// it has one (engine/api/error-text.ts, the same texts the site shows), the gateway's own words
// otherwise.
import { errorMessageKey, CATALOGUE, type ErrorCode, type Locale } from '../../engine';

type Texts = { en: string; pt: string };

const OWN: Partial<Record<ErrorCode, Texts>> = {
  BAD_REQUEST: { en: 'The request is malformed', pt: 'A solicitação está malformada' },
  PAYLOAD_TOO_LARGE: {
    en: 'The request body is too large',
    pt: 'O corpo da solicitação é grande demais',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'Send JSON (or a form where the action takes one)',
    pt: 'Envie JSON (ou um formulário onde a ação o aceita)',
  },
  UNKNOWN_ACTION: { en: 'There is no such action', pt: 'Esta ação não existe' },
  UNKNOWN_MERCHANT: { en: 'Unknown merchant code', pt: 'Código de comerciante desconhecido' },
  NOT_FOUND: { en: 'Not found', pt: 'Não encontrado' },
  CONFLICT: { en: 'This cannot be done now', pt: 'Isto não pode ser feito agora' },
  IDEMPOTENCY_KEY_REQUIRED: {
    en: 'This action needs an Idempotency-Key header',
    pt: 'Esta ação precisa do cabeçalho Idempotency-Key',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This Idempotency-Key was used for a different request',
    pt: 'Esta Idempotency-Key foi usada para outra solicitação',
  },
  ENCRYPTION_REQUIRED: {
    en: 'This action takes an encrypted payload',
    pt: 'Esta ação exige dados criptografados',
  },
  ENCRYPTION_KEY_UNKNOWN: {
    en: 'The encryption key has changed; fetch publicKey again',
    pt: 'A chave de criptografia mudou; busque publicKey novamente',
  },
  DECRYPTION_FAILED: {
    en: 'The payload could not be decrypted',
    pt: 'Não foi possível descriptografar os dados',
  },
};

export function messageFor(code: ErrorCode, language: Locale): string {
  const key = errorMessageKey(code);
  if (key) return CATALOGUE[language][key];
  return OWN[code]?.[language] ?? CATALOGUE[language]['error.unknown'];
}

/** What a success says. */
export function successMessage(language: Locale): string {
  return language === 'pt' ? 'Sucesso' : 'Success';
}
