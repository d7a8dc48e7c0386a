/**
 * The table's Review buttons and, once one is pressed, the review panel (Review.tsx, loaded only
 * then). On the result screen: one button per person's seat (every seat when only bots played);
 * during a game: the person at the screen reviews their own decisions so far. "Try it" opens the
 * position before a reviewed decision at the table: the record's moves up to it, the reviewed seat a
 * person, the other seats as they were. A review that cannot load or fails says so in both
 * languages; the table goes on.
 */
import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Bilingual, GameRecord } from '../../../engine/core/contract';
import { Bi } from './Bi';
import type { Seats } from './look';
import type { ReviewPanelProps } from './Review';
import { reviewSeats } from './reviewSeats';
import type { TableSource } from './source';

const loadReview = () => import('./Review');

const NOT_LOADED: Bilingual = {
  zh: '復盤的程式載入不了（可能是離線）。牌桌照常可以玩；連上網路後再按一次「復盤」。',
  en: 'The review could not be loaded (offline, perhaps). The table plays on; press Review again once online.',
};

export function ReviewBar<S, M extends { seat: number }, O>(p: { t: TableSource<S, M, O>; seats: Seats; unit: Bilingual; worker: () => Worker; level: number }) {
  const { t } = p;
  const [open, setOpen] = useState<{ seat: number; record: GameRecord<O, M> } | null>(null);
  const [Panel, setPanel] = useState<{ C: ComponentType<ReviewPanelProps<O, M>> } | null>(null);
  const [failed, setFailed] = useState(false);
  const seatsNow = reviewSeats(t);
  const mark = useRef<HTMLSpanElement>(null);
  const start = t.data?.start;

  // a new game (or none) closes the review
  const gameKey = start?.kind === 'record' ? `${start.record.game}:${start.record.seed}:${start.record.players}` : null;
  useEffect(() => setOpen(null), [gameKey]);

  useEffect(() => {
    if (!open || Panel) return;
    let live = true;
    setFailed(false);
    loadReview()
      .then((m) => live && setPanel({ C: m.default as ComponentType<ReviewPanelProps<O, M>> }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open]);

  if (!start || start.kind !== 'record') return null;
  const record = start.record;
  const tryAt = (index: number) => {
    if (!open) return;
    const seats = t.seats.slice();
    seats[open.seat] = 'human';
    const label = p.seats.seatLabel(open.seat);
    const n = t.start({ start: { kind: 'record', record: { ...open.record, moves: open.record.moves.slice(0, index) } }, seats, lastSeen: open.seat });
    if (n) {
      t.setNotice(n);
      return;
    }
    setOpen(null);
    t.setNotice({
      kind: 'info',
      text: {
        zh: `已回到第 ${index + 1} 步之前，輪到${label.zh}（真人）：試試更好的一步。`,
        en: `Back before move ${index + 1}, ${label.en} (a person) to act: try a better move.`,
      },
    });
    // the focus rests on the table's status line (in view), from where the board takes it when the person is to act
    const status = mark.current?.closest('.sg-island')?.querySelector<HTMLElement>('[data-table-status]');
    status?.focus();
  };

  return (
    <>
      <span ref={mark} hidden />
      {seatsNow.length > 0 && (
        <div class="rv-review-bar" data-testid="review-bar">
          {seatsNow.map((seat) => {
            const label = p.seats.seatLabel(seat);
            return (
              <button
                key={seat}
                type="button"
                class="sg-btn"
                data-testid={`review-${seat}`}
                aria-pressed={open?.seat === seat ? 'true' : 'false'}
                onClick={() => setOpen({ seat, record })}
              >
                <Bi t={t.over ? { zh: `復盤：${label.zh}`, en: `Review: ${label.en}` } : { zh: `復盤到目前為止：${label.zh}`, en: `Review so far: ${label.en}` }} />
              </button>
            );
          })}
        </div>
      )}
      {open &&
        (Panel ? (
          <Panel.C record={open.record} seat={open.seat} seats={p.seats} unit={p.unit} worker={p.worker} level={p.level} onTry={tryAt} onClose={() => setOpen(null)} />
        ) : failed ? (
          <div class="sg-error" role="alert" data-testid="review-error">
            <Bi t={NOT_LOADED} />
          </div>
        ) : (
          <p class="sg-note" role="status" data-testid="review-loading">
            <Bi t={{ zh: '正在打開復盤……', en: 'Opening the review…' }} />
          </p>
        ))}
    </>
  );
}
