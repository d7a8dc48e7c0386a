/**
 * A role card's state in the games where seats pick roles (San Juan, Puerto Rico): free, or who took
 * it this round, and "now" on the role being carried out.
 */
import type { FunctionComponent } from 'preact';
import type { Bilingual } from '../../../engine/core/contract';
import { seatLetter } from '../../../engine/core/seats';
import { Bi } from './Bi';

export interface RoleStateProps {
  /** The seat that took the role this round, or null while it is free. */
  by: number | null;
  /** Whether the role is the one being carried out. */
  current: boolean;
  /** What a free role says (the game's own words). */
  free: Bilingual;
  /** The game's seat chip. */
  Chip: FunctionComponent<{ seat: number }>;
}

export function RoleState({ by, current, free, Chip }: RoleStateProps) {
  return (
    <>
      {by === null ? (
        <Bi t={free} />
      ) : (
        <>
          <Chip seat={by} /> <Bi t={{ zh: `已被玩家 ${seatLetter(by)} 挑走`, en: `taken by player ${seatLetter(by)}` }} />
        </>
      )}
      {current && (
        <strong>
          {' ▶ '}
          <Bi t={{ zh: '進行中', en: 'now' }} />
        </strong>
      )}
    </>
  );
}
