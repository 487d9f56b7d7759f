// The chat room's list of chat models (spec 001 §7 "live chat model list"): one button per model,
// with whether someone is there now. Props in, markup out.
import styled from 'styled-components';
import { Button } from '../../../components/button';

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    justify-content: space-between;
    gap: 1rem;
  }
  .presence {
    font-weight: 400;
    color: var(--skin-text-muted);
  }
`;

export interface ChatModelChoice {
  modelId: string;
  name: string;
  /** What the player reads about whether someone answers now. */
  presence: string;
}

export interface ChatModelListProps {
  label: string;
  models: readonly ChatModelChoice[];
  /** The model being launched, whose button waits. */
  pendingModelId?: string;
  pendingLabel: string;
  onChoose(modelId: string): void;
}

export function ChatModelList({
  label,
  models,
  pendingModelId,
  pendingLabel,
  onChoose,
}: ChatModelListProps) {
  return (
    <List aria-label={label}>
      {models.map((model) => (
        <li key={model.modelId}>
          <Button
            variant="secondary"
            fullWidth
            pending={pendingModelId === model.modelId}
            pendingLabel={pendingLabel}
            disabled={pendingModelId !== undefined}
            onClick={() => onChoose(model.modelId)}
          >
            <span>{model.name}</span>
            <span className="presence">{model.presence}</span>
          </Button>
        </li>
      ))}
    </List>
  );
}
