// Portuguese (Brazil) texts — Shared words, images, language names.
// The type makes this file hold exactly the keys of ../en/common.ts: a missing or extra key fails the typecheck.
import type { common as en } from '../en/common';

export const common: Record<keyof typeof en, string> = {
  'common.confirm': 'Confirmar',
  'common.cancel': 'Cancelar',
  'common.submit': 'Enviar',
  'common.close': 'Fechar',
  'common.back': 'Voltar',
  'common.more': 'Mais',
  'common.loading': 'Carregando…',
  'common.retry': 'Tentar novamente',
  'common.reload': 'Recarregar a página',
  'common.noData': 'Sem dados',
  'common.required': 'Os itens marcados com * são obrigatórios',
  'common.copy': 'Copiar',
  'common.copySuccess': 'copiado com sucesso',
  'common.previousPage': 'Página anterior',
  'common.nextPage': 'Próxima página',
  'common.page': 'Página {{page}} de {{total}}',
  'common.offline': 'Você está sem conexão. Vamos reconectar assim que a rede voltar.',
  'common.search': 'Buscar',
  'common.all': 'Todos',
  'common.details': 'Detalhes',
  'common.status': 'Status',
  'common.time': 'Horário',
  'common.amount': 'Valor',
  'common.skipToContent': 'Pular para o conteúdo',
  'language.pt': 'Português',
  'language.en': 'English',
  'image.defaultAvatar': 'Avatar do jogador',
  'image.defaultGameIcon': 'Ícone do jogo',
};
