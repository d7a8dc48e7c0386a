/**
 * One Santiago position on screen: the status line, and when a local seat is to act, whose turn it
 * is and what to decide with the controls for it (amount, tile, pass buttons), the board, the seat
 * panel. Intents become moves (intents.ts) and go to `onMove`, which plays them through the engine
 * and returns what to tell the reader. After every move the focus goes to the next thing to do
 * (core/useRoving.ts useFocusNext); after a plantation is picked, to the board's first plot for it.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { santiago } from '../../../engine/santiago/game';
import { refusalCost } from '../../../engine/santiago/rules';
import type { SantiagoMove, SantiagoState } from '../../../engine/santiago/types';
import { Bi } from '../core/Bi';
import { Feedback, type Notice } from '../core/Feedback';
import type { Viewer } from '../core/handoff';
import { say, useMode } from '../core/reading';
import { TurnPrompt } from '../core/TurnPrompt';
import { useFocusNext, usePositionState, useRoving } from '../core/useRoving';
import Board, { type BoardMarks } from './Board';
import { BRIBE_FIRST, boardKinds, buttonMoves, intentToMove, parseAmount, plantableTiles, targetsOf, type Intent } from './intents';
import { CROP_LOOK, seatLabel, SeatChip } from './look';
import { SeatPanel, StatusLine, TileFace, moneyFor } from './SeatPanel';
import '../core/board.css';

export interface SurfaceProps {
  state: SantiagoState;
  viewer: Viewer;
  /** The seat the reader plays now, or null when nobody local is to act. */
  controlSeat: number | null;
  /** Plays a move; returns a notice to show (a refusal, or a remark), or null when it was accepted quietly. */
  onMove?: (move: SantiagoMove) => Notice | null;
  highlight?: BoardMarks;
  /** Seats an example step points at. */
  highlightSeats?: number[];
  kinds?: Bilingual[];
  /** A notice from outside (bot reason, hint, load error). */
  notice?: Notice | null;
  /** Extra buttons shown with the controls (hint, undo …). */
  actions?: preact.ComponentChildren;
  /** Where the focus goes when a move leaves nobody here to act (a selector in the island, e.g. an example's Forward button). */
  idleFocus?: string;
}

const BUTTON_TEXT: Record<string, Bilingual> = {
  pass: { zh: '放棄出價', en: 'Pass' },
  passBribe: { zh: '不提議也不支持', en: 'Neither propose nor support' },
  buildNothing: { zh: '這輪不蓋水道', en: 'Build no canal' },
  declineExtra: { zh: '保留額外水道', en: 'Keep my extra canal' },
};

/** What the seat to act decides in this phase, and how, in one line. */
export function decision(state: SantiagoState): Bilingual {
  switch (state.phase) {
    case 'placeSpring':
      return { zh: '選一個交叉點放水源', en: 'choose an intersection for the spring' };
    case 'placePalms':
      return { zh: '選一塊空地種棕櫚樹', en: 'choose an empty plot for a palm tree' };
    case 'bidding':
      return { zh: '出價 1 元以上（每個出價都要不同），或放棄', en: 'bid 1 or more (every bid must differ), or pass' };
    case 'planting':
      return { zh: '選一片翻開的板塊，再選圖板上的空地種下', en: 'pick a revealed plantation, then a plot on the board' };
    case 'neutralTile':
      return { zh: '選一塊空地放剩下的板塊（不放標記）', en: 'choose a plot for the leftover plantation (no markers)' };
    case 'proposals':
      return { zh: '輸入賄賂金額，再選水道位置提議或選已有的提議支持；或都不做', en: 'type a bribe, then a canal place to propose or a proposal to support; or neither' };
    case 'overseerDecision':
      return state.proposals.length > 0
        ? {
            zh: `身為工頭：選一個提議接受它，或選別處全部拒絕（付 ${refusalCost(state.proposals)} 元）`,
            en: `as overseer: choose a proposal to accept it, or another place to refuse them all (${refusalCost(state.proposals)} escudos)`,
          }
        : { zh: '身為工頭：花 1 元蓋一條水道，或不蓋', en: 'as overseer: build a canal for 1 escudo, or none' };
    case 'extraIrrigation':
      return { zh: '用你的額外水道，或保留', en: 'use your extra canal, or keep it' };
    default:
      return { zh: '行動', en: 'act' };
  }
}

export function Surface(props: SurfaceProps) {
  const { state, viewer, controlSeat, onMove, highlight, kinds } = props;
  const mode = useMode();
  const root = useRef<HTMLDivElement>(null);
  const [tile, setTile] = usePositionState<number | null>(state, null);
  const [typed, setTyped] = usePositionState(state, '');
  const [notice, setNotice] = usePositionState<Notice | null>(state, null);

  const mine = controlSeat !== null && santiago.toAct(state)[0] === controlSeat;
  const legal = mine ? santiago.legalMoves(state) : [];
  const targets = mine ? targetsOf(state, legal, tile) : undefined;
  const buttons = buttonMoves(legal);
  const tiles = plantableTiles(legal);
  const cash = mine ? moneyFor(state, { seat: controlSeat! })[controlSeat!] : null;
  const kindsNow = mine ? boardKinds(state.phase) : [];
  const amount = parseAmount(typed);
  const amounted = state.phase === 'bidding' || state.phase === 'proposals';
  useFocusNext(root, state, mine, props.idleFocus);

  const tileIds = state.revealed.filter((t) => tiles.has(t.id)).map((t) => String(t.id));
  const tileRov = useRoving<string>({ ids: tileIds, preferred: tileIds, linear: true });

  const send = (move: SantiagoMove) => {
    if (!onMove) return;
    const n = onMove(move);
    setNotice(n);
  };
  const intent = (i: Intent) => {
    if (!mine) return;
    const r = intentToMove(state, controlSeat!, i, { tile, amount });
    if ('need' in r) setNotice({ kind: 'info', text: r.need });
    else send(r.move);
  };
  const bid = () => {
    if (amount !== null && amount > 0) send({ type: 'bid', seat: controlSeat!, amount });
  };
  const toBoard = () => (root.current?.querySelector('[data-testid="board"] [tabindex="0"]') as SVGElement | null)?.focus();
  // a plantation just picked: the focus goes on to the board, on its first plot for that tile
  const picked = useRef(false);
  const pick = (id: number) => {
    const next = tile === id ? null : id;
    picked.current = next !== null;
    setTile(next);
  };
  useEffect(() => {
    if (!picked.current) return;
    picked.current = false;
    if (root.current?.contains(document.activeElement)) toBoard();
  }, [tile]);

  const passRow = state.phase === 'bidding' ? [] : buttons;
  const reasonId = `sg-bid-why-${controlSeat ?? 0}`;
  const noBid = amount === null || amount === 0;

  return (
    <div class="sg-surface" data-surface="" data-phase={state.phase} ref={root} tabindex={-1}>
      <StatusLine state={state} tilesShown={mine && state.phase === 'planting'} />
      {mine && (
        <div class="sg-controls island-controls" data-testid="controls" data-controls="" data-phase={state.phase}>
          <TurnPrompt chip={<SeatChip seat={controlSeat!} />} who={seatLabel(controlSeat!)} what={decision(state)} />
          {state.phase === 'planting' && (
            <div class="sg-tiles sg-group" role="group" aria-label={say({ zh: '翻開的農地板塊', en: 'Revealed plantations' }, mode)} data-next="">
              {state.revealed.map((t) => (
                <button
                  type="button"
                  key={t.id}
                  class="sg-tilebtn"
                  style={{ background: CROP_LOOK[t.crop].fill }}
                  aria-pressed={tile === t.id}
                  disabled={!tiles.has(t.id)}
                  data-testid={`tile-${t.id}`}
                  {...(tiles.has(t.id) ? tileRov.item(String(t.id)) : {})}
                  onClick={() => pick(t.id)}
                >
                  <TileFace tile={t} />
                </button>
              ))}
            </div>
          )}
          {amounted && (
            <div class="sg-row sg-amount">
              <label>
                <Bi t={state.phase === 'bidding' ? { zh: '出價金額', en: 'Bid' } : { zh: '賄賂金額', en: 'Bribe' }} />{' '}
                <input
                  class="sg-input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={cash ?? undefined}
                  value={typed}
                  data-testid="amount"
                  data-next=""
                  aria-describedby={state.phase === 'bidding' && noBid ? reasonId : undefined}
                  onFocus={(e) => (e.target as HTMLInputElement).select()}
                  onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    if (state.phase === 'bidding') bid();
                    else toBoard();
                  }}
                />
              </label>
              {state.phase === 'bidding' && (
                <>
                  <button type="button" class="sg-btn sg-primary" data-testid="bid" disabled={noBid} onClick={bid}>
                    <Bi t={noBid ? { zh: '出價', en: 'Bid' } : { zh: `出價 ${amount} 元`, en: `Bid ${amount}` }} />
                  </button>
                  {buttons.map((m) => (
                    <button type="button" class="sg-btn" key={m.type} data-testid={`move-${m.type}`} onClick={() => send(m)}>
                      <Bi t={BUTTON_TEXT[m.type]!} />
                    </button>
                  ))}
                  {noBid && (
                    <span class="sg-note" id={reasonId} data-testid="bid-why">
                      <Bi t={{ zh: '出價要 1 元以上；不出價請按「放棄出價」。', en: 'A bid is 1 or more; to bid nothing, press Pass.' }} />
                    </span>
                  )}
                </>
              )}
              {state.phase === 'proposals' && amount === null && (
                <span class="sg-note" data-testid="bribe-why">
                  <Bi t={BRIBE_FIRST} />
                </span>
              )}
            </div>
          )}
        </div>
      )}
      <Board
          state={state}
          targets={targets}
          highlight={highlight}
          next={mine && !amounted && state.phase !== 'planting'}
          onPlot={kindsNow.includes('plot') ? (at) => intent({ kind: 'plot', at }) : undefined}
          onSegment={kindsNow.includes('segment') ? (segment) => intent({ kind: 'segment', segment }) : undefined}
          onPoint={kindsNow.includes('point') ? (at) => intent({ kind: 'point', at }) : undefined}
        />
      {(passRow.length > 0 || props.actions) && (
        <div class="sg-row island-controls sg-after" data-testid={mine ? 'after-board' : undefined}>
          {passRow.map((m) => (
            <button type="button" class="sg-btn" key={m.type} data-testid={`move-${m.type}`} onClick={() => send(m)}>
              <Bi t={BUTTON_TEXT[m.type]!} />
            </button>
          ))}
          {props.actions}
        </div>
      )}
      <Feedback notice={notice} chapter="santiago" />
      {props.notice && <Feedback notice={props.notice} chapter="santiago" />}
      <SeatPanel state={state} viewer={viewer} kinds={kinds} highlight={props.highlightSeats} />
    </div>
  );
}
