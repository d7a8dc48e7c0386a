/**
 * One Genoa position on screen: the turn prompt, the city board with the round track, the seats
 * (money and hands shown only to whom may see them), and the controls of the phase for the seat
 * deciding here: the start (roll, Any start space), the negotiation panel (a bidder builds an offer
 * or a wish beside the offers on the table; the trader sees every offer side by side with its worth
 * to him and accepts, counters, acts here, moves on by picking a space, or stops), the answer to a
 * counter-offer, the way to take an action, the acquisition (a street, then 1–2 buildings), and the
 * special cards of the trader's turn. Above them, at a table, the answer to the person's latest
 * counter-offer or offer. A pick becomes a move sent to `onMove`, which plays it through the engine and returns the
 * refusal to show. Nothing here decides a rule: offers are checked by the engine's `offerProblem`
 * on the seat's view before they are sent.
 */
import type { ComponentChildren } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { seatLetter } from '../../../engine/core/seats';
import { spaced } from '../../../engine/core/text';
import { GOODS, SPECIALS, CARDS, type Good, type Special } from '../../../engine/genoa/data';
import { BUILDING, type BuildingId, type SpaceId } from '../../../engine/genoa/map';
import { offerSeen, wishSeen } from '../../../engine/genoa/hidden';
import { here, ownedBy } from '../../../engine/genoa/rules';
import { GOOD_NAMES, SPECIAL_NAMES, cardName, countered, offerText, spaceName, bundleText } from '../../../engine/genoa/text';
import type { GenoaHighlight } from '../../../engine/genoa/examples';
import type { Bundle, GenoaMove, GenoaState, Offer, Table, TradeItem } from '../../../engine/genoa/types';
import { Bi } from '../core/Bi';
import { Feedback, type Notice } from '../core/Feedback';
import { say, useMode } from '../core/reading';
import { useModule } from '../core/lazy';
import { TurnPrompt } from '../core/TurnPrompt';
import { useFocusNext, usePositionState } from '../core/useRoving';
import { City, RoundTrack } from './City';
import { decision, wishTargets } from './intents';
import type { CityUi } from './picks';
import { GOOD_FILL, SeatChip, seatLabel, seatLook, SPECIAL_SIGN } from './look';
import * as O from './draft';
import '../core/board.css';


export interface BoardProps {
  state: GenoaState;
  /** What the screen may show: every seat's secrets, one seat's, or none. */
  viewer: 'all' | { seat: number } | 'none';
  /** The seat deciding at this screen now (null: nobody here); its legal moves come with the decision panel. */
  me?: number | null;
  onMove?: (move: GenoaMove) => Notice | null;
  /** A worked example's highlight: spaces, buildings and markers on the city, seats, an offer. */
  highlight?: GenoaHighlight;
  kinds?: Bilingual[];
  notice?: Notice | null;
  actions?: ComponentChildren;
  idleFocus?: string;
}

/**
 * The position as the screen may show it, as the engine's view hides it: other seats' money and
 * hands, and the game cards of a deal the viewer is not party to (face down); every secret for 'all'.
 */
export type Seen = Table & Pick<GenoaState, 'wishes' | 'counter'>;
export function seen(state: GenoaState, viewer: BoardProps['viewer']): Seen {
  if (viewer === 'all') return state as never;
  const seat = viewer === 'none' ? -1 : viewer.seat;
  const t = state.trader;
  return {
    ...state,
    seats: state.seats.map((x, i) => (i === seat ? x : { ...x, ducats: null, hand: null })),
    offers: state.offers.map((o) => offerSeen(o, t, seat)),
    wishes: state.wishes.map((w) => wishSeen(w, t, seat)),
    counter: state.counter && offerSeen(state.counter, t, seat),
  } as never;
}

const t2 = (zh: string, en: string): Bilingual => ({ zh, en });
const NO_MOVES: readonly GenoaMove[] = [];

function GoodTag({ g, n, hi }: { g: Good; n?: number; hi?: boolean }) {
  return (
    <span class="gn-good" style={{ background: GOOD_FILL[g] }} data-hi={hi ? '' : undefined}>
      <Bi t={GOOD_NAMES[g]} />
      {n !== undefined && <b> ×{n}</b>}
    </span>
  );
}

export function SpecialTag({ sp, n, hi }: { sp: Special; n?: number; hi?: boolean }) {
  return (
    <span class="gn-special" data-hi={hi ? '' : undefined}>
      <span aria-hidden="true">{SPECIAL_SIGN[sp]} </span>
      <Bi t={SPECIAL_NAMES[sp]} />
      {n !== undefined && <b> ×{n}</b>}
    </span>
  );
}

// ---- the seats --------------------------------------------------------------------------------------

function Seats({ t, state, kinds, acting, hi, hiGoods, hiSpecials }: { t: Seen; state: GenoaState; kinds?: Bilingual[]; acting: number | undefined; hi?: readonly number[]; hiGoods?: readonly Good[]; hiSpecials?: readonly Special[] }) {
  return (
    <ul class="gn-seats" data-testid="seats">
      {t.seats.map((x, i) => {
        const goods = GOODS.filter((g) => (x.goods?.[g] ?? 0) > 0);
        const specials = SPECIALS.filter((sp) => (x.specials?.[sp] ?? 0) > 0);
        const owned = ownedBy(state, i);
        return (
          <li key={i} class="sg-seat gn-seat" data-testid={`seat-${i}`} data-acting={acting === i ? '' : undefined} data-hi={hi?.includes(i) ? '' : undefined}>
            <div class="gn-seathead">
              <SeatChip seat={i} />
              <strong>
                <Bi t={seatLabel(i)} />
              </strong>
              {i === state.trader && (
                <span class="gn-badge" data-testid="trader-badge">
                  <Bi t={t2('交易商人', 'trader')} />
                </span>
              )}
              {i === state.startPlayer && (
                <span class="gn-badge gn-badge-quiet">
                  <Bi t={t2('起始玩家', 'start player')} />
                </span>
              )}
              {kinds?.[i] && (
                <span class="gn-kind">
                  <Bi t={kinds[i]!} />
                </span>
              )}
            </div>
            <div class="gn-seatline">
              <span data-testid={`ducats-${i}`}>
                {x.ducats === null ? <Bi t={t2('錢：祕密', 'money: secret')} /> : <Bi t={{ zh: `${x.ducats} 元`, en: `${x.ducats} ducats` }} />}
              </span>
              <span>
                <Bi t={{ zh: `指示物 ${x.markers}（供應區 ${state.markerSupply[i]}）`, en: `markers ${x.markers} (supply ${state.markerSupply[i]})` }} />
              </span>
            </div>
            {(goods.length > 0 || specials.length > 0) && (
              <div class="gn-seatline">
                {goods.map((g) => (
                  <GoodTag key={g} g={g} n={x.goods![g]} hi={!!hiGoods?.includes(g) && (!hi || hi.includes(i))} />
                ))}
                {specials.map((sp) => (
                  <SpecialTag key={sp} sp={sp} n={x.specials![sp]} hi={!!hiSpecials?.includes(sp) && (!hi || hi.includes(i))} />
                ))}
              </div>
            )}
            <div class="gn-seatline">
              {x.hand === null ? (
                <Bi t={{ zh: `手牌 ${state.seats[i]!.hand.length} 張（祕密）`, en: `${state.seats[i]!.hand.length} cards in hand (secret)` }} />
              ) : (
                <ul class="gn-hand" data-testid={`hand-${i}`}>
                  {x.hand.map((c) => (
                    <li key={c} class={`gn-card gn-deck-${CARDS[c]!.deck}`}>
                      <Bi t={cardName(c)} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {owned.length > 0 && (
              <div class="gn-seatline">
                <Bi t={{ zh: `擁有：${owned.map((b) => BUILDING[b].name.zh).join('、')}`, en: `owns: ${owned.map((b) => BUILDING[b].name.en).join(', ')}` }} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

// ---- the bidder's offer or wish, and the offers on the table -----------------------------------

export function useBidder(t: Seen, me: number, active: boolean) {
  const targets = active ? O.targetsFor(t, me) : [];
  const far = active ? wishTargets(t) : [];
  const key = `${t.path.join()}|${t.offers.length}|${t.wishes.length}|${me}|${active}`;
  const [draft, setDraft] = usePositionState<O.Draft | null>(key, targets[0] ? O.draftFor(targets[0]) : null);
  const [wish, setWish] = usePositionState<{ target: SpaceId; bundle: Bundle } | null>(key, null);
  const pick = (space: SpaceId) => {
    const tg = targets.find((x) => x.target === space);
    if (tg) {
      setWish(null);
      setDraft(draft ? O.retarget(draft, tg) : O.draftFor(tg));
    } else if (far.includes(space)) setWish({ target: space, bundle: wish?.bundle ?? {} });
  };
  return {
    t,
    me,
    draft,
    setDraft,
    wish,
    setWish,
    pick,
    target: wish ? wish.target : (draft?.target ?? null),
    targets,
    far,
  };
}

/** The offers and wishes on the table (public, a deal's game cards only to its parties); `actions` adds what the trader may do with each offer (Controls.tsx). */
export function OffersList({ t, hi, actions }: { t: Seen; hi?: number; actions?: (o: Offer) => ComponentChildren }) {
  if (!t.offers.length && !t.wishes.length)
    return (
      <p class="sg-note" data-testid="no-offers">
        <Bi t={t2('目前沒有出價。', 'No offers on the table.')} />
      </p>
    );
  return (
    <ul class="gn-offers" data-testid="offers">
      {t.offers.map((o) => (
        <li key={o.bidder} class="gn-offer" data-testid={`offer-${o.bidder}`} data-hi={hi === o.bidder ? '' : undefined}>
          <div class="gn-offerhead">
            <SeatChip seat={o.bidder} />
            <strong>
              <Bi t={{ zh: `玩家 ${seatLetter(o.bidder)}：${spaceName(o.target).zh}`, en: `Player ${seatLetter(o.bidder)}: ${spaceName(o.target).en}` }} />
            </strong>
          </div>
          <p>
            <Bi t={offerText(o)} />
          </p>
          {actions?.(o)}
        </li>
      ))}
      {t.wishes.map((w) => (
        <li key={`w${w.bidder}`} class="gn-offer gn-wish" data-testid={`wish-${w.bidder}`}>
          <div class="gn-offerhead">
            <SeatChip seat={w.bidder} />
            <strong>
              <Bi t={{ zh: `玩家 ${seatLetter(w.bidder)} 的希望（不具約束力）`, en: `Player ${seatLetter(w.bidder)}’s wish (not binding)` }} />
            </strong>
          </div>
          <p>
            <Bi t={{ zh: spaced(`希望交易塔走到${spaceName(w.target).zh}，願意付${bundleText(w.bundle).zh}`), en: `wants the tower at ${spaceName(w.target).en}, offering ${bundleText(w.bundle).en}` }} />
          </p>
        </li>
      ))}
    </ul>
  );
}

// ---- the board -------------------------------------------------------------------------------------

export function Board({ state, viewer, me = null, onMove, highlight, kinds, notice: outer, actions, idleFocus }: BoardProps) {
  const root = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = usePositionState<Notice | null>(state, null);
  const [anyStart, setAnyStart] = usePositionState(state, false);
  const [counterTo, setCounterTo] = usePositionState<Offer | null>(state, null);
  const [street, setStreet] = usePositionState<SpaceId | null>(state, null);
  const [buildings, setBuildings] = usePositionState<BuildingId[]>(`${street}`, []);
  const t = seen(state, viewer);
  const acting = state.phase === 'gameOver' ? undefined : (state.phase === 'bidding' || state.phase === 'acquisition' ? state.order[0] : state.phase === 'counter' ? state.counter?.bidder : state.phase === 'action' ? state.pending?.seat : state.trader);
  const deciding = me !== null && me === acting && !!onMove;
  // what a seat's picks mean comes with its controls (loaded once a seat decides); the focus moves on once they are here
  const panel = useModule(() => import('./Controls'), deciding);
  const legal = useMemo(() => (deciding && panel ? panel.legalMoves(state) : NO_MOVES), [state, deciding, panel]);
  useFocusNext(root, panel || !deciding ? state : null, deciding && !!panel, idleFocus);
  const send = (m: GenoaMove) => {
    if (!onMove) return;
    setNotice(onMove(m));
  };
  const mt = deciding ? seen(state, { seat: me! }) : t;
  const bidder = useBidder(mt, me ?? -1, deciding && state.phase === 'bidding');
  const ui: CityUi = {
    phase: state.phase,
    legal: deciding ? legal : [],
    anyStart,
    targets: bidder.targets,
    target: bidder.target,
    far: bidder.far,
    street,
    buildings,
  };
  const marks = deciding && panel ? panel.cityMarks(ui) : {};
  const onPick = (space: SpaceId) => {
    if (!deciding || !panel) return;
    const r = panel.cityPick(ui, me!, space);
    if (!r) return;
    if ('move' in r) send(r.move);
    else if ('target' in r || 'wish' in r) bidder.pick('target' in r ? r.target : r.wish);
    else if ('street' in r) {
      setStreet(r.street);
      setBuildings([]);
    } else if ('building' in r) setBuildings(panel.toggleBuilding(buildings, r.building));
  };
  // the focus goes to the city only when there is something to pick on it (a trader who may not move decides in the controls)
  const cityNext = deciding && (state.phase === 'trader' || (state.phase === 'start' && anyStart) || (state.phase === 'acquisition' && !street)) && Object.values(marks).some((m) => m === 'reach' || m === 'pick');
  const traderMayAct = legal.some((m) => m.type === 'actHere');
  const h = state.path.length ? here(state) : null;
  const cityHi = highlight ? [...(highlight.spaces ?? []), ...(highlight.buildings ?? []), ...(highlight.markers ?? []), ...(highlight.path ? state.path : [])] : undefined;

  const controls: ComponentChildren = !deciding ? null : panel ? (
    <panel.Controls
      {...{ state, me: me!, legal, send, anyStart, setAnyStart, counterTo, setCounterTo, mt, bidder, traderMayAct, here: h, street, buildings, setBuildings, onPick }}
    />
  ) : (
    <p class="sg-note" data-testid="controls-loading">
      <Bi t={t2('載入中……', 'Loading…')} />
    </p>
  );

  return (
    <div class="gn-board" ref={root} data-phase={state.phase} data-surface="" tabIndex={-1}>
      {deciding && <TurnPrompt chip={<SeatChip seat={me!} />} who={seatLabel(me!)} what={decision(state.phase, me === state.trader)} />}
      {!deciding && acting !== undefined && (
        <p class="sg-note" data-testid="waiting">
          <Bi t={{ zh: `等${seatLabel(acting).zh}：${decision(state.phase, acting === state.trader).zh}`, en: `Waiting for ${seatLabel(acting).en}: ${decision(state.phase, acting === state.trader).en}` }} />
        </p>
      )}
      <div class="gn-layout">
        <div class="gn-mapcol">
          <RoundTrack round={state.round} last={state.lastRound} hi={highlight?.roundTrack} />
          <City path={state.path} owners={state.owners} marks={marks} highlight={cityHi} onPick={onMove ? onPick : undefined} next={cityNext} label={{ zh: `熱那亞城；交易塔走了 ${Math.max(0, state.path.length - 1)} 步`, en: `The city of Genoa; the tower has made ${Math.max(0, state.path.length - 1)} steps` }} />
          {state.dice && (
            <p class="gn-dice" data-testid="dice">
              <Bi t={{ zh: `骰子：藍 ${state.dice[0]}、紅 ${state.dice[1]}`, en: `Dice: blue ${state.dice[0]}, red ${state.dice[1]}` }} />
            </p>
          )}
        </div>
        <div class="gn-sidecol">
          {panel && typeof viewer === 'object' && <panel.AnswerNote state={state} me={viewer.seat} />}
          {controls}
          <Feedback notice={notice ?? outer ?? null} chapter="genoa" />
          {!deciding && state.phase !== 'gameOver' && (state.offers.length > 0 || state.wishes.length > 0) && <OffersList t={t} hi={highlight?.offerBidder} />}
          {!deciding && t.counter && (
            <p class="gn-offer gn-counter" data-testid="counter-shown" data-hi={highlight?.counter ? '' : undefined}>
              <Bi t={countered(state.trader, t.counter)} />
            </p>
          )}
          {actions && <div class="sg-row">{actions}</div>}
        </div>
        <Seats t={t} state={state} kinds={kinds} acting={acting} hi={highlight?.seats} hiGoods={highlight?.goods} hiSpecials={highlight?.specials} />
      </div>
    </div>
  );
}
