/**
 * The table around the board: round and phase, canal supply and stacks, every seat (colour and
 * letter, money as the viewing seat may see it, markers on the board, extra canal, this round's
 * bid, the overseer figure) and the revealed plantations.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { santiago } from '../../../engine/santiago/game';
import { markersOnBoard, proposalTotal } from '../../../engine/santiago/rules';
import { segmentKey } from '../../../engine/santiago/board';
import { CROP_NAMES } from '../../../engine/santiago/tiles';
import type { SantiagoState, Tile } from '../../../engine/santiago/types';
import { Bi } from '../core/Bi';
import type { Viewer } from '../core/handoff';
import { CROP_LOOK, seatLook, seats } from './look';
import { SeatHead } from '../core/SeatHead';

export function moneyFor(state: SantiagoState, viewer: Viewer): (number | null)[] {
  if (viewer === 'all') return state.money;
  return santiago.view(state, viewer === 'none' ? -1 : viewer.seat).money;
}


export function TileFace({ tile }: { tile: Tile }) {
  const n = CROP_NAMES[tile.crop];
  const look = CROP_LOOK[tile.crop];
  return (
    <>
      <span class="sg-chip" style={{ background: look.fill, color: '#111' }} aria-hidden="true">
        <span lang="zh-Hant" class="lang-zh">{look.short.zh}</span>
        <span lang="en" class="lang-en">{look.short.en}</span>
      </span>
      <Bi t={{ zh: `${n.zh} ${'●'.repeat(tile.planters)}`, en: `${n.en} ${'●'.repeat(tile.planters)}` }} />
      <span class="sr-only">
        <Bi t={{ zh: `${tile.planters} 名農夫`, en: `${tile.planters} planter${tile.planters > 1 ? 's' : ''}` }} />
      </span>
    </>
  );
}

/** A seat's bid this round for tests and styles: its amount, 'pass', or '' (not yet). */
function bidValue(state: SantiagoState, seat: number): string {
  const b = state.bids.find((x) => x.seat === seat);
  return !b ? '' : 'pass' in b ? 'pass' : String(b.amount);
}

function bidText(state: SantiagoState, seat: number): Bilingual {
  const b = state.bids.find((x) => x.seat === seat);
  const [zh, en] = !b ? ['尚未出價', 'not yet'] : 'pass' in b ? ['放棄', 'passed'] : [`${b.amount} 元`, `${b.amount}`];
  return { zh: `本輪出價：${zh}`, en: `Bid this round: ${en}` };
}

export interface SeatPanelProps {
  state: SantiagoState;
  viewer: Viewer;
  /** Labels per seat kind, e.g. "bot (strong)". */
  kinds?: Bilingual[];
  /** Seats to point at (an example step). */
  highlight?: number[];
}

export function SeatPanel({ state, viewer, kinds, highlight }: SeatPanelProps) {
  const money = moneyFor(state, viewer);
  const acting = santiago.toAct(state)[0];
  return (
    <section class="sg-panel" data-testid="seat-panel">
      <div class="sg-seats">
        {money.map((m, seat) => {
          return (
            <div class="sg-seat" key={seat} data-testid={`seat-${seat}`} data-acting={acting === seat ? '' : undefined} data-hi={highlight?.includes(seat) ? '' : undefined} data-viewer={typeof viewer === 'object' && viewer.seat === seat ? '' : undefined}>
              <SeatHead seat={seat} seats={seats} kind={kinds?.[seat]} marked={highlight?.includes(seat)} acting={acting === seat}>
                {state.overseer === seat && (
                  <span class="sg-chip sg-overseer" data-testid={`overseer-${seat}`}>
                    ⚑ <Bi t={{ zh: '工頭', en: 'overseer' }} />
                  </span>
                )}
              </SeatHead>
              <div data-testid={`money-${seat}`} data-money={m === null ? 'hidden' : m}>
                <Bi t={m === null ? { zh: '錢：保密', en: 'Money: hidden' } : { zh: `錢：${m} 元`, en: `Money: ${m} escudos` }} />
              </div>
              <div>
                <Bi t={{ zh: `圖板上的標記：${markersOnBoard(state.plantations, seat)}`, en: `Markers on the board: ${markersOnBoard(state.plantations, seat)}` }} />
              </div>
              <div>
                <Bi t={state.extraCanal[seat] ? { zh: '額外水道：還在', en: 'Extra canal: kept' } : { zh: '額外水道：已用', en: 'Extra canal: used' }} />
              </div>
              {(state.phase === 'bidding' || state.bids.length > 0) && (
                <div data-testid={`bid-${seat}`} data-bid={bidValue(state, seat)}>
                  <Bi t={bidText(state, seat)} />
                </div>
              )}
            </div>
          );
        })}
      </div>
      {state.proposals.length > 0 && (
        <ul class="sg-note" data-testid="proposals">
          {state.proposals.map((p, k) => (
            <li key={k}>
              <Bi
                t={{
                  zh: `提議 ${segmentKey(p.segment)}：共 ${proposalTotal(p)} 元（${p.bribes.map((b) => `${seatLook(b.seat).letter} ${b.amount}`).join('、')}）`,
                  en: `Proposal ${segmentKey(p.segment)}: ${proposalTotal(p)} in all (${p.bribes.map((b) => `${seatLook(b.seat).letter} ${b.amount}`).join(', ')})`,
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Round, phase, canal supply and tiles left. */
export function StatusLine({ state, tilesShown = false }: { state: SantiagoState; tilesShown?: boolean }) {
  const meta = santiago.meta(state);
  const stacksLeft = state.stacks.reduce((t, s) => t + s.length, 0);
  return (
    <>
    <p class="sg-row sg-status">
        <strong data-testid="round">
          <Bi t={{ zh: `第 ${state.round} / ${state.rounds} 輪`, en: `Round ${state.round} of ${state.rounds}` }} />
        </strong>
        <span data-testid="phase-name">
          <Bi t={meta.label} />
        </span>
        <span>
          <Bi t={{ zh: `水道庫存 ${state.canalSupply}`, en: `Canal supply ${state.canalSupply}` }} />
        </span>
        <span>
          <Bi t={{ zh: `牌堆剩 ${stacksLeft} 片`, en: `${stacksLeft} tiles in the stacks` }} />
        </span>
    </p>
      {state.revealed.length > 0 && !tilesShown && (
        <div class="sg-row" data-testid="revealed">
          <Bi t={{ zh: '翻開的農地：', en: 'Revealed plantations:' }} />
          {state.revealed.map((t) => (
            <span key={t.id} class="sg-tilebtn" style={{ background: CROP_LOOK[t.crop].fill }}>
              <TileFace tile={t} />
            </span>
          ))}
        </div>
      )}
    </>
  );
}
