// Lazy chunk: the sub-games of a VASSALAGE game (spec 001 §2: "A game with isGame equal to
// VASSALAGE opens a popup list of sub-games"). A placeholder until the lobby feature lands.
import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../features/modals/modal-types';

export function VassalageModal(_: { gameCode: string; title: string } & ModalBodyProps) {
  const { t } = useTranslation();
  return <p>{t('lobby.noData')}</p>;
}
