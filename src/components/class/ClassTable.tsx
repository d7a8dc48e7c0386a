/**
 * One class table on a device: its heading (the game, who sits where, who is online), an undo that
 * waits for the others' yes, and the game's own table (the chapter's Play component) fed by the
 * class server through `useClassTable`. A student's device shows only their seat; the teacher's
 * shows everything.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import type { TableFrame } from '../../../server/protocol';
import { Bi } from '../core/Bi';
import { TableSourceContext, type TableSourceHook } from '../core/gamePlay';
import { tableClass } from '../core/gameTable';
import { ClassTableContext, useClassTable } from './classSource';
import type { ClassView } from './connection';
import { useFocusWhenLost } from './focus';
import { GAME_INFO, GAME_PARTS, KIND_TEXT, seatName, type GamePart } from './games';

export function SeatList({ seats, mine }: { seats: TableFrame['seats']; mine?: number | null }) {
  return (
    <ul class="cl-seats">
      {seats.map((s, i) => (
        <li key={i} class={i === mine ? 'cl-mine' : undefined}>
          <Bi t={seatName(i)} />
          {' '}
          {s.kind === 'student' ? (
            <>
              <span class="cl-name">{s.name}</span> <Bi t={s.online ? { zh: '（在線）', en: '(online)' } : { zh: '（離線）', en: '(offline)' }} />
            </>
          ) : (
            <Bi t={KIND_TEXT[s.kind]} />
          )}
          {i === mine && (
            <strong>
              {' '}
              <Bi t={{ zh: '← 你', en: '← you' }} />
            </strong>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Each game's table class, as its chapter's table has it. */
const CLS: Record<string, string | undefined> = { 'dice-town': 'dt-table', genoa: 'gn-table', 'puerto-rico': 'pr-table', 'san-juan': 'sj-table' };


export default function ClassTable({ frame, view, send, level = 2 }: { frame: TableFrame; view: ClassView; send: (t: string, b: Record<string, unknown>) => void; level?: number }) {
  const [part, setPart] = useState<GamePart | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setPart(null);
    GAME_PARTS[frame.game]!()
      .then(setPart)
      .catch(() => setFailed(true));
  }, [frame.game]);
  const info = GAME_INFO[frame.game]!;
  const ask = frame.undo;
  const H = `h${level}` as 'h2';
  const title = useFocusWhenLost<HTMLHeadingElement>();
  return (
    <section class="cl-table" data-testid="class-table" data-table={frame.table} data-game={frame.game} aria-labelledby={`cl-t-${frame.table}`}>
      <H id={`cl-t-${frame.table}`} ref={title} tabIndex={-1}>
        <Bi t={info.name} /> <span class="cl-tid">{frame.table}</span>
      </H>
      <SeatList seats={frame.seats} mine={frame.seat} />
      {frame.paused && (
        <p class="sg-warn" role="status" data-testid="class-paused">
          <Bi t={{ zh: '老師暫停了這一桌：先等一下。', en: 'The teacher has paused this table: wait a moment.' }} />
        </p>
      )}
      {frame.ended && (
        <p class="sg-warn" role="status">
          <Bi t={{ zh: '老師結束了這一桌。', en: 'The teacher has ended this table.' }} />
        </p>
      )}
      {ask && (
        <div class="sg-info cl-undo" role="status" data-testid="class-undo">
          <p>
            <Bi
              t={{
                zh: `${seatName(ask.seat).zh}想收回 ${ask.depth} 步。${ask.waiting.length ? `等 ${ask.waiting.map((s) => seatName(s).zh).join('、')} 同意。` : ''}`,
                en: `${seatName(ask.seat).en} asks to take back ${ask.depth} move${ask.depth > 1 ? 's' : ''}.${ask.waiting.length ? ` Waiting for ${ask.waiting.map((s) => seatName(s).en).join(', ')} to agree.` : ''}`,
              }}
            />
          </p>
          {(frame.seat === null || ask.waiting.includes(frame.seat)) && (
            <p class="sg-row">
              <button type="button" class="sg-btn" data-testid="undo-yes" onClick={() => send('undo-answer', { table: frame.table, yes: true })}>
                <Bi t={{ zh: '同意', en: 'Agree' }} />
              </button>
              <button type="button" class="sg-btn" data-testid="undo-no" onClick={() => send('undo-answer', { table: frame.table, yes: false })}>
                <Bi t={{ zh: '不同意', en: 'Refuse' }} />
              </button>
            </p>
          )}
        </div>
      )}
      {failed ? (
        <p class="sg-warn" role="alert">
          <Bi t={{ zh: '這個遊戲的牌桌載入失敗，請重新整理。', en: 'This game’s table failed to load: reload the page.' }} />
        </p>
      ) : !part ? (
        <p class="sg-note">
          <Bi t={{ zh: '載入牌桌……', en: 'Loading the table…' }} />
        </p>
      ) : (
        <ClassTableContext.Provider value={{ frame, shown: part.shown, send, notice: view.notice, hint: view.hints[frame.table] ?? null }}>
          <TableSourceContext.Provider value={useClassTable as TableSourceHook}>
            <div class={`${tableClass(CLS[frame.game])} cl-play`}>
              <part.Play level={level + 1} />
            </div>
          </TableSourceContext.Provider>
        </ClassTableContext.Provider>
      )}
    </section>
  );
}
