// The PVP rooms of the card-game page (spec 001 §7 PVP room list): each room's name, vendor, stake
// range and how many are seated, with a button that joins it. Props in, markup out.
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { tileGrid } from '../../../components/tile-grid';

const Rooms = styled(tileGrid('9.5rem'))`
  li {
    display: grid;
    gap: 0.3rem;
    padding: 0.75rem;
    border-radius: var(--skin-radius);
    background: var(--skin-surface);
  }
  small {
    color: var(--skin-text-muted);
  }
`;

export interface RoomTile {
  roomId: string;
  name: string;
  vendor: string;
  stakes: string;
  players: string;
}

export interface RoomListProps {
  label: string;
  rooms: readonly RoomTile[];
  emptyText: string;
  joinText: string;
  joinLabel: (room: RoomTile) => string;
  pending: string | null;
  onJoin: (room: RoomTile) => void;
}

export function RoomList({
  label,
  rooms,
  emptyText,
  joinText,
  joinLabel,
  pending,
  onJoin,
}: RoomListProps) {
  if (rooms.length === 0) return <p>{emptyText}</p>;
  return (
    <Rooms aria-label={label}>
      {rooms.map((room) => (
        <li key={room.roomId}>
          <strong>{room.name}</strong>
          <small>{room.vendor}</small>
          <span>{room.stakes}</span>
          <small>{room.players}</small>
          <Button
            variant="secondary"
            aria-label={joinLabel(room)}
            disabled={pending === room.roomId}
            onClick={() => onJoin(room)}
          >
            {joinText}
          </Button>
        </li>
      ))}
    </Rooms>
  );
}
