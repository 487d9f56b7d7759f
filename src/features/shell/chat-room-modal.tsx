// The chat room (spec 000 §2 "Modals": a chat room; spec 001 §7 "live chat model list and chat
// launch"): the chat models the gateway offers, and the chosen one opened in the customer-service
// window (440×750, spec 000 §9). The window opens empty on the click, since a popup opened after
// the launch call's await would be blocked, and goes to the chat page once the gateway answers.
import { useState } from 'react';
import styled from 'styled-components';
import { LoadState } from '../../components/load-state';
import {
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
  useLoadState,
} from '../../lib/api';
import { openServiceWindowHandle } from '../../lib/browser/open-service-window';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../modals/modal-types';
import { ChatModelList } from './components/chat-model-list';

const Body = styled.div`
  display: grid;
  gap: 1rem;
  p {
    margin: 0;
  }
`;

export function ChatRoomModal({ close }: ModalBodyProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const loadState = useLoadState();
  const models = useGatewayQuery('liveChatModels', {});
  const launch = useGatewayMutation('chatLaunch');
  const [problem, setProblem] = useState('');

  const choose = (modelId: string) => {
    setProblem('');
    const chatWindow = openServiceWindowHandle('about:blank');
    if (!chatWindow) {
      setProblem(t('error.popupBlocked'));
      return;
    }
    launch.mutate(
      { modelId },
      {
        onSuccess: ({ url }) => {
          chatWindow.location.href = url;
          close();
        },
        onError: (error) => {
          chatWindow.close();
          setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <Body>
      <LoadState {...loadState(models, (value) => value.list.length === 0, t('chat.none'))}>
        <p>{t('chat.choose')}</p>
        <ChatModelList
          label={t('chat.choose')}
          models={(models.data?.list ?? []).map((model) => ({
            modelId: model.modelId,
            name: model.name,
            presence: t(model.online ? 'chat.online' : 'chat.offline'),
          }))}
          pendingModelId={launch.isPending ? launch.variables?.modelId : undefined}
          pendingLabel={t('common.loading')}
          onChoose={choose}
        />
      </LoadState>
      {problem && <p role="alert">{problem}</p>}
    </Body>
  );
}
