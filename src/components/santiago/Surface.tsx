/**
 * One Santiago position on screen: the seat panel, the board and, when a local seat is to act,
 * its controls (amount, tile, pass buttons). Intents become moves (intents.ts) and go to
 * `onMove`, which plays them through the engine and returns what to tell the reader.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { santiago } from '../../../engine/santiago/game';
import { refusalCost } from '../../../engine/santiago/rules';
import type { SantiagoMove, SantiagoState } from '../../../engine/santiago/types';
import { Bi } from '../core/Bi';
import { Feedback, type Notice } from '../core/Feedback';
import type { Viewer } from '../core/handoff';
import { say, useMode } from '../core/reading';
import Board, { type BoardMarks } from './Board';
import { buttonMoves, intentToMove, plantableTiles, targetsOf, type Intent } from './intents';
import { CROP_LOOK, seatLabel } from './look';
import { SeatPanel, StatusLine, TileFace, moneyFor } from './SeatPanel';

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
}

const BUTTON_TEXT: Record<string, Bilingual> = {
  pass: { zh: '放棄出價', en: 'Pass' },
  passBribe: { zh: '不提議也不支持', en: 'Neither propose nor support' },
  buildNothing: { zh: '這輪不蓋水道', en: 'Build no canal' },
  declineExtra: { zh: '保留額外水道', en: 'Keep my extra canal' },
};

function instruction(state: SantiagoState): Bilingual {
  switch (state.phase) {
    case 'placeSpring':
      return { zh: '點一個交叉點放水源。', en: 'Choose an intersection for the spring.' };
    case 'placePalms':
      return { zh: '點一塊空地種棕櫚樹。', en: 'Choose an empty plot for a palm tree.' };
    case 'bidding':
      return { zh: '輸入金額出價，或放棄。', en: 'Type an amount and bid, or pass.' };
    case 'planting':
      return { zh: '選一片板塊，再點一塊空地種下。', en: 'Pick a plantation, then a plot to plant it on.' };
    case 'neutralTile':
      return { zh: '點一塊空地放剩下的板塊（不放標記）。', en: 'Choose a plot for the leftover plantation (no markers).' };
    case 'proposals':
      return {
        zh: '輸入賄賂金額，點一條水道位置提議，或點已有的提議加碼支持；也可以放棄。',
        en: 'Type a bribe, then choose a canal place to propose it or an existing proposal to support it; or pass.',
      };
    case 'overseerDecision':
      return state.proposals.length > 0
        ? {
            zh: `點一個提議接受它；點其他位置則是拒絕，要付 ${refusalCost(state.proposals)} 元自己蓋。`,
            en: `Choose a proposal to accept it; choosing another place refuses them all and costs ${refusalCost(state.proposals)} escudos.`,
          }
        : { zh: '沒有人提議：花 1 元蓋一條水道，或不蓋。', en: 'Nobody proposed: build a canal for 1 escudo, or build none.' };
    case 'extraIrrigation':
      return { zh: '要用額外水道嗎？點一個位置蓋下，或保留。', en: 'Use your extra canal? Choose a place, or keep it.' };
    default:
      return { zh: '', en: '' };
  }
}

export function Surface(props: SurfaceProps) {
  const { state, viewer, controlSeat, onMove, highlight, kinds } = props;
  const mode = useMode();
  const [tile, setTile] = useState<number | null>(null);
  const [amount, setAmount] = useState(1);
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    setNotice(null);
    if (tile !== null && !state.revealed.some((t) => t.id === tile)) setTile(null);
  }, [state]);

  const mine = controlSeat !== null && santiago.toAct(state)[0] === controlSeat;
  const legal = mine ? santiago.legalMoves(state) : [];
  const targets = mine ? targetsOf(state, legal, tile) : undefined;
  const buttons = buttonMoves(legal);
  const tiles = plantableTiles(legal);
  const cash = mine ? moneyFor(state, { seat: controlSeat! })[controlSeat!] : null;

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

  return (
    <div class="sg-surface">
      <StatusLine state={state} tilesShown={mine && state.phase === 'planting'} />
      <Board
        state={state}
        targets={targets}
        highlight={highlight}
        onPlot={mine ? (at) => intent({ kind: 'plot', at }) : undefined}
        onSegment={mine ? (segment) => intent({ kind: 'segment', segment }) : undefined}
        onPoint={mine && state.phase === 'placeSpring' ? (at) => intent({ kind: 'point', at }) : undefined}
      />
      {mine && (
        <div class="sg-controls island-controls" data-testid="controls" data-phase={state.phase}>
          <p>
            <strong>
              <Bi t={seatLabel(controlSeat!)} />
            </strong>
            {': '}
            <Bi t={instruction(state)} />
          </p>
          {state.phase === 'planting' && (
            <div class="sg-tiles" role="group" aria-label={say({ zh: '翻開的農地板塊', en: 'Revealed plantations' }, mode)}>
              {state.revealed.map((t) => (
                <button
                  type="button"
                  key={t.id}
                  class="sg-tilebtn"
                  style={{ background: CROP_LOOK[t.crop].fill }}
                  aria-pressed={tile === t.id}
                  disabled={!tiles.has(t.id)}
                  data-testid={`tile-${t.id}`}
                  onClick={() => setTile(tile === t.id ? null : t.id)}
                >
                  <TileFace tile={t} />
                </button>
              ))}
            </div>
          )}
          {(state.phase === 'bidding' || state.phase === 'proposals') && (
            <div class="sg-row">
              <label>
                <Bi t={state.phase === 'bidding' ? { zh: '出價金額', en: 'Bid' } : { zh: '賄賂金額', en: 'Bribe' }} />{' '}
                <input
                  class="sg-input"
                  type="number"
                  min={state.phase === 'bidding' ? 0 : 1}
                  max={cash ?? undefined}
                  value={amount}
                  data-testid="amount"
                  onInput={(e) => setAmount(Math.trunc(Number((e.target as HTMLInputElement).value)))}
                />
              </label>
              {state.phase === 'bidding' && (
                <button type="button" class="sg-btn sg-primary" data-testid="bid" onClick={() => send({ type: 'bid', seat: controlSeat!, amount })}>
                  <Bi t={{ zh: `出價 ${amount} 元`, en: `Bid ${amount}` }} />
                </button>
              )}
            </div>
          )}
          <div class="sg-row">
            {buttons.map((m) => (
              <button type="button" class="sg-btn" key={m.type} data-testid={`move-${m.type}`} onClick={() => send(m)}>
                <Bi t={BUTTON_TEXT[m.type]!} />
              </button>
            ))}
            {props.actions}
          </div>
        </div>
      )}
      {!mine && props.actions && <div class="sg-row island-controls">{props.actions}</div>}
      <Feedback notice={notice} chapter="santiago" />
      {props.notice && <Feedback notice={props.notice} chapter="santiago" />}
      <SeatPanel state={state} viewer={viewer} kinds={kinds} highlight={props.highlightSeats} />
    </div>
  );
}
