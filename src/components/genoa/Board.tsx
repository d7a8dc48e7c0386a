/**
 * One Genoa position on screen: the turn prompt, the city board with the round track, the seats
 * (money and hands shown only to whom may see them), and the controls of the phase for the seat
 * deciding here: the start (roll, Any start space), the negotiation panel (a bidder builds an offer
 * or a wish; the trader sees every offer side by side with its worth to him and accepts, counters,
 * acts here, moves on by picking a space, or stops), the answer to a counter-offer, the way to take
 * an action, the acquisition (a street, then 1–2 buildings), and the special cards of the trader's
 * turn. A pick becomes a move sent to `onMove`, which plays it through the engine and returns the
 * refusal to show. Nothing here decides a rule: offers are checked by the engine's `offerProblem`
 * on the seat's view before they are sent.
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { seatLetter } from '../../../engine/core/seats';
import { GOODS, SPECIALS, CARDS, type Good, type Special } from '../../../engine/genoa/data';
import { BUILDING, isBuilding, type BuildingId, type SpaceId } from '../../../engine/genoa/map';
import { here, ownedBy } from '../../../engine/genoa/rules';
import { GOOD_NAMES, SPECIAL_NAMES, cardName, offerText, spaceName, bundleText } from '../../../engine/genoa/text';
import type { Bundle, GenoaMove, GenoaState, Offer, Table, TradeItem } from '../../../engine/genoa/types';
import { Bi } from '../core/Bi';
import { Chip } from '../core/Chip';
import { Feedback, type Notice } from '../core/Feedback';
import { say, useMode } from '../core/reading';
import { TurnPrompt } from '../core/TurnPrompt';
import { useFocusNext, usePositionState } from '../core/useRoving';
import { City, RoundTrack } from './City';
import { acquireChoices, acquireMove, actLabel, cityMarks, cityPick, decision, toggleBuilding, wishTargets, type CityUi } from './intents';
import { GOOD_FILL, SPECIAL_SIGN, seatLabel, seatLook } from './look';
import * as O from './offer';
import '../core/board.css';

export function SeatChip({ seat }: { seat: number }) {
  return <Chip look={seatLook(seat)} />;
}

export interface BoardProps {
  state: GenoaState;
  /** What the screen may show: every seat's secrets, one seat's, or none. */
  viewer: 'all' | { seat: number } | 'none';
  /** The seat deciding at this screen now (null: nobody here), and its legal moves. */
  me?: number | null;
  legal?: readonly GenoaMove[];
  onMove?: (move: GenoaMove) => Notice | null;
  /** A worked example's highlight on the city. */
  highlight?: readonly SpaceId[];
  kinds?: Bilingual[];
  notice?: Notice | null;
  actions?: ComponentChildren;
  idleFocus?: string;
}

/** The position as the screen may show it (the engine's view; every secret for 'all'). */
export type Seen = Table & Pick<GenoaState, 'wishes'>;
export function seen(state: GenoaState, viewer: BoardProps['viewer']): Seen {
  if (viewer === 'all') return state as never;
  const seat = viewer === 'none' ? -1 : viewer.seat;
  return {
    ...state,
    seats: state.seats.map((x, i) => (i === seat ? x : { ...x, ducats: null, hand: null })),
  } as never;
}

const t2 = (zh: string, en: string): Bilingual => ({ zh, en });

function Stepper({ label, value, onStep, step = 1, testId, unit }: { label: Bilingual; value: number; onStep: (d: number) => void; step?: number; testId: string; unit?: Bilingual }) {
  const mode = useMode();
  return (
    <span class="gn-stepper" data-testid={testId}>
      <span class="gn-steplabel">
        <Bi t={label} />
      </span>
      <button type="button" class="sg-btn gn-step" aria-label={say({ zh: `${label.zh}減 ${step}`, en: `${label.en} minus ${step}` }, mode)} disabled={value <= 0} onClick={() => onStep(-step)} data-testid={`${testId}-minus`}>
        −
      </button>
      <output class="gn-stepval" aria-live="polite" data-testid={`${testId}-value`}>
        {value}
        {unit && (
          <>
            {' '}
            <Bi t={unit} />
          </>
        )}
      </output>
      <button type="button" class="sg-btn gn-step" aria-label={say({ zh: `${label.zh}加 ${step}`, en: `${label.en} plus ${step}` }, mode)} onClick={() => onStep(step)} data-testid={`${testId}-plus`}>
        +
      </button>
    </span>
  );
}

function GoodTag({ g, n }: { g: Good; n?: number }) {
  return (
    <span class="gn-good" style={{ background: GOOD_FILL[g] }}>
      <Bi t={GOOD_NAMES[g]} />
      {n !== undefined && <b> ×{n}</b>}
    </span>
  );
}

function SpecialTag({ sp, n }: { sp: Special; n?: number }) {
  return (
    <span class="gn-special">
      <span aria-hidden="true">{SPECIAL_SIGN[sp]} </span>
      <Bi t={SPECIAL_NAMES[sp]} />
      {n !== undefined && <b> ×{n}</b>}
    </span>
  );
}

// ---- the seats --------------------------------------------------------------------------------------

function Seats({ t, state, kinds, acting }: { t: Seen; state: GenoaState; kinds?: Bilingual[]; acting: number | undefined }) {
  return (
    <ul class="gn-seats" data-testid="seats">
      {t.seats.map((x, i) => {
        const goods = GOODS.filter((g) => (x.goods?.[g] ?? 0) > 0);
        const specials = SPECIALS.filter((sp) => (x.specials?.[sp] ?? 0) > 0);
        const owned = ownedBy(state, i);
        return (
          <li key={i} class="sg-seat gn-seat" data-testid={`seat-${i}`} data-acting={acting === i ? '' : undefined}>
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
                  <GoodTag key={g} g={g} n={x.goods![g]} />
                ))}
                {specials.map((sp) => (
                  <SpecialTag key={sp} sp={sp} n={x.specials![sp]} />
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

// ---- the offer editor -------------------------------------------------------------------------------

interface EditorProps {
  t: Table;
  /** The seat whose part is "you give" (the bidder), and whether the trader edits it (a counter). */
  bidder: number;
  counter: boolean;
  draft: O.Draft;
  set: (d: O.Draft) => void;
}

function BundleEditor({ side, t, seat, draft, set, own, testId }: { side: O.Side; t: Table; seat: number; draft: O.Draft; set: (d: O.Draft) => void; own: boolean; testId: string }) {
  const holder = t.seats[seat]!;
  const b = draft[side];
  const goods = GOODS.filter((g) => (holder.goods[g] ?? 0) > 0 || (b.goods?.[g] ?? 0) > 0);
  const specials = SPECIALS.filter((sp) => (holder.specials[sp] ?? 0) > 0 || (b.specials?.[sp] ?? 0) > 0);
  const hand = own ? (holder.hand ?? []) : [];
  return (
    <div class="gn-bundle" data-testid={testId}>
      <Stepper label={t2('錢', 'Ducats')} value={b.ducats ?? 0} step={5} onStep={(d) => set(O.stepDucats(draft, side, d))} testId={`${testId}-ducats`} />
      {goods.map((g) => (
        <Stepper key={g} label={GOOD_NAMES[g]} value={b.goods?.[g] ?? 0} onStep={(d) => set(O.stepGood(draft, side, g, d))} testId={`${testId}-good-${g}`} />
      ))}
      {specials.map((sp) => (
        <Stepper key={sp} label={{ zh: `${SPECIAL_NAMES[sp].zh}卡`, en: `${SPECIAL_NAMES[sp].en} card` }} value={b.specials?.[sp] ?? 0} onStep={(d) => set(O.stepSpecial(draft, side, sp, d))} testId={`${testId}-special-${sp}`} />
      ))}
      {holder.markers > 0 && <Stepper label={t2('所有人指示物', 'Ownership markers')} value={b.markers ?? 0} onStep={(d) => set(O.stepMarkers(draft, side, d))} testId={`${testId}-markers`} />}
      {hand.length > 0 && (
        <div class="gn-chips" role="group" aria-label={say(t2('遊戲卡', 'Game cards'), 'both')}>
          {hand.map((c) => (
            <button key={c} type="button" class="sg-btn gn-chipbtn" aria-pressed={b.cards?.includes(c) ? 'true' : 'false'} onClick={() => set(O.toggleCard(draft, side, c))} data-testid={`${testId}-card-${c}`}>
              <Bi t={cardName(c)} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function PromiseEditor({ draft, set }: { draft: O.Draft; set: (d: O.Draft) => void }) {
  const y = O.promiseChoices(draft);
  if (!y) return null;
  const p = draft.promise;
  const specials: Special[] = y.villa ? [...SPECIALS] : y.special ? [y.special] : [];
  return (
    <div class="gn-bundle" data-testid="promise">
      {y.cash > 0 && <Stepper label={t2('行動得到的錢', 'Of the money the action pays')} value={p.ducats} step={5} onStep={(d) => set(O.stepPromiseDucats(draft, d))} testId="promise-ducats" />}
      {y.goods.map((g) => (
        <button key={g} type="button" class="sg-btn gn-chipbtn" aria-pressed={p.goods.includes(g) ? 'true' : 'false'} onClick={() => set(O.togglePromiseGood(draft, g))} data-testid={`promise-good-${g}`}>
          <Bi t={{ zh: `行動拿到的${GOOD_NAMES[g].zh}`, en: `the ${GOOD_NAMES[g].en} it yields` }} />
        </button>
      ))}
      {specials.map((sp) => (
        <button key={sp} type="button" class="sg-btn gn-chipbtn" aria-pressed={p.special === sp ? 'true' : 'false'} onClick={() => set(O.setPromiseSpecial(draft, sp))} data-testid={`promise-special-${sp}`}>
          <Bi t={{ zh: `行動拿到的${SPECIAL_NAMES[sp].zh}卡`, en: `the ${SPECIAL_NAMES[sp].en} card it yields` }} />
        </button>
      ))}
      {y.draws > 0 && <Stepper label={t2('行動抽到的卡', 'Cards the action draws')} value={p.draws} onStep={(d) => set(O.stepPromiseDraws(draft, d))} testId="promise-draws" />}
      {y.markers > 0 &&
        ([1, 2] as const).map((n) => (
          <button key={n} type="button" class="sg-btn gn-chipbtn" aria-pressed={p.markers === n ? 'true' : 'false'} onClick={() => set(O.setPromiseMarkers(draft, n))} data-testid={`promise-markers-${n}`}>
            <Bi t={{ zh: `行動拿到的 ${n} 個指示物`, en: `${n} marker${n > 1 ? 's' : ''} it yields` }} />
          </button>
        ))}
    </div>
  );
}

function OfferEditor({ t, bidder, counter, draft, set }: EditorProps) {
  return (
    <div class="gn-editor">
      <fieldset class="gn-part">
        <legend>
          <Bi t={counter ? { zh: `${seatLetter(bidder)} 給交易商人`, en: `Player ${seatLetter(bidder)} gives the trader` } : t2('你現在給交易商人', 'You give the trader now')} />
        </legend>
        <BundleEditor side="bidderPays" t={t} seat={bidder} draft={draft} set={set} own={!counter} testId="gives" />
      </fieldset>
      {O.promiseChoices(draft) && (
        <fieldset class="gn-part">
          <legend>
            <Bi t={t2('行動之後給交易商人（約定，規則⑥）', 'After the action, to the trader (a promise, rule ⑥)')} />
          </legend>
          <PromiseEditor draft={draft} set={set} />
        </fieldset>
      )}
      <fieldset class="gn-part">
        <legend>
          <Bi t={counter ? t2('你（交易商人）給對方', 'You (the trader) give') : t2('交易商人給你（規則⑦）', 'The trader gives you (rule ⑦)')} />
        </legend>
        <BundleEditor side="traderPays" t={t} seat={t.trader} draft={draft} set={set} own={counter} testId="takes" />
      </fieldset>
    </div>
  );
}

function Problem({ v, chapter }: { v: ReturnType<typeof O.draftProblem>; chapter: string }) {
  if (!v) return null;
  return <Feedback notice={{ kind: 'violation', violation: v }} chapter={chapter} />;
}

/** The bidder's offer or wish being built (hooks called on every render; `active` when this seat bids here now). */
function useBidder(t: Seen, me: number, active: boolean, send: (m: GenoaMove) => void) {
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
    pick,
    target: wish ? wish.target : (draft?.target ?? null),
    targets,
    far,
    panel: (
      <section class="gn-panel" data-testid="offer-panel" data-controls="">
        <h4 class="gn-h">
          <Bi t={t2('你的出價', 'Your offer')} />
        </h4>
        <div class="gn-chips" role="group" aria-label={say(t2('出價的目標', 'What the offer is for'), 'both')} data-testid="targets">
          {targets.map((tg) => (
            <button key={tg.target} type="button" class="sg-btn gn-chipbtn" aria-pressed={!wish && draft?.target === tg.target ? 'true' : 'false'} onClick={() => pick(tg.target)} data-testid={`target-${tg.target}`}>
              <Bi
                t={
                  tg.kind === 'actHere'
                    ? { zh: `在這裡（${spaceName(tg.target).zh}）行動`, en: `act here (${spaceName(tg.target).en})` }
                    : tg.kind === 'moveAndAct'
                      ? { zh: `移到${spaceName(tg.target).zh}並行動`, en: `move to ${spaceName(tg.target).en} and act` }
                      : { zh: `只移到${spaceName(tg.target).zh}`, en: `move only, to ${spaceName(tg.target).en}` }
                }
              />
              {tg.extra && (
                <>
                  {' '}
                  <Bi t={t2('（押額外行動卡）', '(Extra action card)')} />
                </>
              )}
            </button>
          ))}
        </div>
        {far.length > 0 && (
          <p class="sg-note">
            <Bi t={t2('在城市上點一個 ◇ 的格子，可以提出不具約束力的希望（特殊情況②）。', 'Pick a ◇ space on the city to make a non-binding wish for it (special case B).')} />
          </p>
        )}
        {wish ? (
          <>
            <p>
              <Bi t={{ zh: `希望交易塔之後走到${spaceName(wish.target).zh}，願意付：`, en: `A wish for the tower to reach ${spaceName(wish.target).en} later, offering:` }} />
            </p>
            <BundleEditor side="bidderPays" t={t} seat={me} draft={{ ...O.draftFor({ target: wish.target, kind: 'moveOnly', extra: false }), bidderPays: wish.bundle }} set={(d) => setWish({ ...wish, bundle: d.bidderPays })} own testId="wish" />
            <Problem v={O.wishDraftProblem(t, me, wish.target, wish.bundle)} chapter="genoa" />
            <div class="sg-row">
              <button type="button" class="sg-btn sg-primary" disabled={!!O.wishDraftProblem(t, me, wish.target, wish.bundle)} onClick={() => send({ type: 'wish', seat: me, target: wish.target, bundle: O.cleanBundle(wish.bundle) })} data-testid="send-wish">
                <Bi t={t2('提出希望', 'Make the wish')} />
              </button>
              <button type="button" class="sg-btn" onClick={() => setWish(null)} data-testid="cancel-wish">
                <Bi t={t2('改回出價', 'Back to an offer')} />
              </button>
            </div>
          </>
        ) : (
          draft && (
            <>
              <OfferEditor t={t} bidder={me} counter={false} draft={draft} set={setDraft} />
              <p class="gn-summary" data-testid="offer-summary">
                <Bi t={offerText({ ...O.toTerms(draft), bidder: me })} />
              </p>
              <Problem v={O.draftProblem(t, me, draft)} chapter="genoa" />
            </>
          )
        )}
        <div class="sg-row">
          {!wish && draft && (
            <button type="button" class="sg-btn sg-primary" disabled={!!O.draftProblem(t, me, draft)} onClick={() => send({ type: 'offer', seat: me, offer: O.toTerms(draft) })} data-testid="send-offer">
              <Bi t={t2('送出出價', 'Make the offer')} />
            </button>
          )}
          <button type="button" class="sg-btn" onClick={() => send({ type: 'noOffer', seat: me })} data-testid="no-offer">
            <Bi t={t2('不出價', 'No offer')} />
          </button>
        </div>
      </section>
    ),
  };
}

function OffersList({ t, mayAct, legal, me, onAccept, onCounter }: { t: Seen; mayAct: boolean; legal: readonly GenoaMove[]; me: number | null; onAccept: (o: Offer) => void; onCounter: (o: Offer) => void }) {
  if (!t.offers.length && !t.wishes.length)
    return (
      <p class="sg-note" data-testid="no-offers">
        <Bi t={t2('目前沒有出價。', 'No offers on the table.')} />
      </p>
    );
  const traderHere = me === t.trader;
  return (
    <ul class="gn-offers" data-testid="offers">
      {t.offers.map((o) => {
        const w = O.worthToTrader(t, o, mayAct);
        const canAccept = legal.some((m) => m.type === 'accept' && m.bidder === o.bidder);
        const canCounter = legal.some((m) => m.type === 'counter');
        return (
          <li key={o.bidder} class="gn-offer" data-testid={`offer-${o.bidder}`}>
            <div class="gn-offerhead">
              <SeatChip seat={o.bidder} />
              <strong>
                <Bi t={{ zh: `玩家 ${seatLetter(o.bidder)}：${spaceName(o.target).zh}`, en: `Player ${seatLetter(o.bidder)}: ${spaceName(o.target).en}` }} />
              </strong>
            </div>
            <p>
              <Bi t={offerText(o)} />
            </p>
            {traderHere && (
              <p class="gn-worth" data-testid={`worth-${o.bidder}`}>
                <Bi t={{ zh: `對你值大約 ${w.net} 元（收 ${w.gets}，給 ${w.gives}）`, en: `Worth about ${w.net} ducats to you (get ${w.gets}, give ${w.gives})` }} />
                {w.own !== null && (
                  <>
                    <br />
                    <Bi t={{ zh: `你自己在那裡行動大約值 ${w.own} 元`, en: `Acting there yourself: about ${w.own}` }} />
                  </>
                )}
              </p>
            )}
            {traderHere && (
              <div class="sg-row">
                <button type="button" class="sg-btn sg-primary" disabled={!canAccept} onClick={() => onAccept(o)} data-testid={`accept-${o.bidder}`}>
                  <Bi t={t2('接受', 'Accept')} />
                </button>
                {canCounter && (
                  <button type="button" class="sg-btn" onClick={() => onCounter(o)} data-testid={`counter-${o.bidder}`}>
                    <Bi t={t2('還價', 'Counter')} />
                  </button>
                )}
              </div>
            )}
          </li>
        );
      })}
      {t.wishes.map((w) => (
        <li key={`w${w.bidder}`} class="gn-offer gn-wish" data-testid={`wish-${w.bidder}`}>
          <div class="gn-offerhead">
            <SeatChip seat={w.bidder} />
            <strong>
              <Bi t={{ zh: `玩家 ${seatLetter(w.bidder)} 的希望（不具約束力）`, en: `Player ${seatLetter(w.bidder)}’s wish (not binding)` }} />
            </strong>
          </div>
          <p>
            <Bi t={{ zh: `希望交易塔走到${spaceName(w.target).zh}，願意付${bundleText(w.bundle).zh}`, en: `wants the tower at ${spaceName(w.target).en}, offering ${bundleText(w.bundle).en}` }} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function CounterEditor({ t, offer, me, send, cancel }: { t: Table; offer: Offer; me: number; send: (m: GenoaMove) => void; cancel: () => void }) {
  const [draft, setDraft] = usePositionState<O.Draft>(offer, O.fromOffer(offer));
  const v = O.draftProblem(t, offer.bidder, draft, true);
  return (
    <section class="gn-panel" data-testid="counter-panel">
      <h4 class="gn-h">
        <Bi t={{ zh: `還價給玩家 ${seatLetter(offer.bidder)}`, en: `Counter-offer to Player ${seatLetter(offer.bidder)}` }} />
      </h4>
      <OfferEditor t={t} bidder={offer.bidder} counter draft={draft} set={setDraft} />
      <p class="gn-summary">
        <Bi t={offerText({ ...O.toTerms(draft), bidder: offer.bidder })} />
      </p>
      <Problem v={v} chapter="genoa" />
      <div class="sg-row">
        <button type="button" class="sg-btn sg-primary" disabled={!!v} onClick={() => send({ type: 'counter', seat: me, offer: { ...O.toTerms(draft), bidder: offer.bidder } })} data-testid="send-counter">
          <Bi t={t2('送出還價', 'Send the counter-offer')} />
        </button>
        <button type="button" class="sg-btn" onClick={cancel} data-testid="cancel-counter">
          <Bi t={t2('取消', 'Cancel')} />
        </button>
      </div>
    </section>
  );
}

// ---- special cards on the trader's turn ---------------------------------------------------------

function CardPlays({ state, me, legal, send }: { state: GenoaState; me: number; legal: readonly GenoaMove[]; send: (m: GenoaMove) => void }) {
  const anyGood = legal.filter((m): m is Extract<GenoaMove, { type: 'useAnyGood' }> => m.type === 'useAnyGood');
  const building = legal.filter((m): m is Extract<GenoaMove, { type: 'useBuildingAction' }> => m.type === 'useBuildingAction');
  const trade = legal.some((m) => m.type === 'useTrade');
  const seat = state.seats[me]!;
  const [give, setGive] = usePositionState<string>(state, '');
  const [take, setTake] = usePositionState<string>(state, '');
  const mode = useMode();
  if (!anyGood.length && !building.length && !trade) return null;
  const gives: { v: string; item: TradeItem; label: Bilingual }[] = [
    ...GOODS.filter((g) => (seat.goods[g] ?? 0) > 0).map((g) => ({ v: `g:${g}`, item: { kind: 'good', good: g } as TradeItem, label: GOOD_NAMES[g] })),
    ...SPECIALS.filter((sp) => (seat.specials[sp] ?? 0) > 0).map((sp) => ({ v: `s:${sp}`, item: { kind: 'special', special: sp } as TradeItem, label: SPECIAL_NAMES[sp] })),
    ...seat.hand.map((c) => ({ v: `c:${c}`, item: { kind: 'card', card: c } as TradeItem, label: cardName(c) })),
    ...(seat.markers > 0 ? [{ v: 'm', item: { kind: 'marker' } as TradeItem, label: t2('所有人指示物', 'an ownership marker') }] : []),
  ];
  const takes: { v: string; item: TradeItem; label: Bilingual }[] = [
    ...GOODS.filter((g) => (state.goods[g] ?? 0) > 0).map((g) => ({ v: `g:${g}`, item: { kind: 'good', good: g } as TradeItem, label: GOOD_NAMES[g] })),
    ...SPECIALS.filter((sp) => (state.specials[sp] ?? 0) > 0).map((sp) => ({ v: `s:${sp}`, item: { kind: 'special', special: sp } as TradeItem, label: SPECIAL_NAMES[sp] })),
    ...(['large', 'small', 'message', 'privilege'] as const).map((d) => ({ v: `d:${d}`, item: { kind: 'card', deck: d } as TradeItem, label: { zh: `${{ large: '大訂單', small: '小訂單', message: '信件', privilege: '特權' }[d]}牌堆頂的卡`, en: `the top ${d} card` } })),
    { v: 'm', item: { kind: 'marker' } as TradeItem, label: t2('所有人指示物', 'an ownership marker') },
  ];
  const g = gives.find((x) => x.v === give);
  const k = takes.find((x) => x.v === take);
  return (
    <details class="gn-cards" data-testid="card-plays">
      <summary>
        <Bi t={t2('打出特殊卡', 'Play a special card')} />
      </summary>
      {anyGood.length > 0 && (
        <div class="sg-row" data-testid="any-good">
          <SpecialTag sp="anyGood" />
          {anyGood.map((m) => (
            <button key={m.good} type="button" class="sg-btn" onClick={() => send(m)} data-testid={`any-good-${m.good}`}>
              <Bi t={GOOD_NAMES[m.good]} />
            </button>
          ))}
        </div>
      )}
      {building.length > 0 && (
        <div class="sg-row" data-testid="building-action">
          <SpecialTag sp="buildingAction" />
          {building.map((m) => (
            <button key={m.building} type="button" class="sg-btn" onClick={() => send(m)} data-testid={`building-action-${m.building}`}>
              <Bi t={BUILDING[m.building].name} />
            </button>
          ))}
        </div>
      )}
      {trade && (
        <div class="sg-row" data-testid="trade">
          <SpecialTag sp="trade" />
          <label class="sg-field">
            <Bi t={t2('給出', 'Give')} />
            <select class="sg-input" value={give} onChange={(e) => setGive((e.target as HTMLSelectElement).value)} data-testid="trade-give">
              <option value="">—</option>
              {gives.map((x) => (
                <option key={x.v} value={x.v}>
                  {say(x.label, mode)}
                </option>
              ))}
            </select>
          </label>
          <label class="sg-field">
            <Bi t={t2('拿取', 'Take')} />
            <select class="sg-input" value={take} onChange={(e) => setTake((e.target as HTMLSelectElement).value)} data-testid="trade-take">
              <option value="">—</option>
              {takes.map((x) => (
                <option key={x.v} value={x.v}>
                  {say(x.label, mode)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="sg-btn" disabled={!g || !k} onClick={() => g && k && send({ type: 'useTrade', seat: me, give: g.item, take: k.item })} data-testid="trade-go">
            <Bi t={t2('交換', 'Trade')} />
          </button>
        </div>
      )}
    </details>
  );
}

// ---- the board -------------------------------------------------------------------------------------

export function Board({ state, viewer, me = null, legal = [], onMove, highlight, kinds, notice: outer, actions, idleFocus }: BoardProps) {
  const root = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = usePositionState<Notice | null>(state, null);
  const [anyStart, setAnyStart] = usePositionState(state, false);
  const [counterTo, setCounterTo] = usePositionState<Offer | null>(state, null);
  const [street, setStreet] = usePositionState<SpaceId | null>(state, null);
  const [buildings, setBuildings] = usePositionState<BuildingId[]>(`${street}`, []);
  const t = seen(state, viewer);
  const acting = state.phase === 'gameOver' ? undefined : (state.phase === 'bidding' || state.phase === 'acquisition' ? state.order[0] : state.phase === 'counter' ? state.counter?.bidder : state.phase === 'action' ? state.pending?.seat : state.trader);
  const deciding = me !== null && me === acting && !!onMove;
  useFocusNext(root, state, deciding, idleFocus);
  const send = (m: GenoaMove) => {
    if (!onMove) return;
    setNotice(onMove(m));
  };
  const mt = deciding ? seen(state, { seat: me! }) : t;
  const bidder = useBidder(mt, me ?? -1, deciding && state.phase === 'bidding', send);
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
  const marks = deciding ? cityMarks(ui) : {};
  const onPick = (space: SpaceId) => {
    if (!deciding) return;
    const r = cityPick(ui, me!, space);
    if (!r) return;
    if ('move' in r) send(r.move);
    else if ('target' in r || 'wish' in r) bidder.pick('target' in r ? r.target : r.wish);
    else if ('street' in r) {
      setStreet(r.street);
      setBuildings([]);
    } else if ('building' in r) setBuildings(toggleBuilding(buildings, r.building));
  };
  const cityNext = deciding && (state.phase === 'trader' || (state.phase === 'start' && anyStart) || (state.phase === 'acquisition' && !street));
  const traderMayAct = legal.some((m) => m.type === 'actHere');
  const h = state.path.length ? here(state) : null;
  const acqChoices = acquireChoices(legal);

  let controls: ComponentChildren = null;
  if (deciding) {
    switch (state.phase) {
      case 'start':
        controls = (
          <section class="gn-panel" data-controls="">
            <div class="sg-row">
              <button type="button" class="sg-btn sg-primary" onClick={() => send({ type: 'roll', seat: me! })} data-testid="roll">
                <Bi t={t2('擲骰', 'Roll the dice')} />
              </button>
              {legal.some((m) => m.type === 'anyStart') && (
                <button type="button" class="sg-btn" aria-pressed={anyStart ? 'true' : 'false'} onClick={() => setAnyStart(!anyStart)} data-testid="any-start">
                  <Bi t={anyStart ? t2('在城市上選起始格', 'Pick the start space on the city') : t2('打出任意起始位置卡', 'Play Any start space')} />
                </button>
              )}
            </div>
            <CardPlays state={state} me={me!} legal={legal} send={send} />
          </section>
        );
        break;
      case 'bidding':
        controls = bidder.panel;
        break;
      case 'trader':
        controls = counterTo ? (
          <CounterEditor t={mt} offer={counterTo} me={me!} send={send} cancel={() => setCounterTo(null)} />
        ) : (
          <section class="gn-panel" data-controls="" data-testid="trader-panel">
            <h4 class="gn-h">
              <Bi t={t2('桌上的出價', 'Offers on the table')} />
            </h4>
            <OffersList t={mt} mayAct={traderMayAct} legal={legal} me={me} onAccept={(o) => send({ type: 'accept', seat: me!, bidder: o.bidder })} onCounter={setCounterTo} />
            <div class="sg-row">
              {legal
                .filter((m): m is Extract<GenoaMove, { type: 'actHere' }> => m.type === 'actHere')
                .map((m) => (
                  <button key={String(m.extra)} type="button" class="sg-btn" onClick={() => send(m)} data-testid="act-here">
                    <Bi t={h ? { zh: `自己在${spaceName(h).zh}行動${m.extra ? '（額外行動卡）' : ''}`, en: `Act at ${spaceName(h).en} yourself${m.extra ? ' (Extra action card)' : ''}` } : t2('自己行動', 'Act yourself')} />
                  </button>
                ))}
              {legal.some((m) => m.type === 'stop') && (
                <button type="button" class="sg-btn" onClick={() => send({ type: 'stop', seat: me! })} data-testid="stop">
                  <Bi t={t2('結束移動', 'Stop moving')} />
                </button>
              )}
            </div>
            {legal.some((m) => m.type === 'move') && (
              <p class="sg-note">
                <Bi t={t2('要自己移動交易塔：在城市上點一個 ◆ 的格子。', 'To move the tower yourself, pick a ◆ space on the city.')} />
              </p>
            )}
            <CardPlays state={state} me={me!} legal={legal} send={send} />
          </section>
        );
        break;
      case 'counter':
        controls = (
          <section class="gn-panel" data-controls="" data-testid="answer-panel">
            <p>
              <Bi t={t2('交易商人還價：', 'The trader’s counter-offer:')} />
            </p>
            <p class="gn-summary">{state.counter && <Bi t={offerText(state.counter)} />}</p>
            <div class="sg-row">
              <button type="button" class="sg-btn sg-primary" onClick={() => send({ type: 'agree', seat: me! })} data-testid="agree">
                <Bi t={t2('同意', 'Agree')} />
              </button>
              <button type="button" class="sg-btn" onClick={() => send({ type: 'refuse', seat: me! })} data-testid="refuse">
                <Bi t={t2('拒絕', 'Refuse')} />
              </button>
            </div>
          </section>
        );
        break;
      case 'action': {
        const b = state.pending?.building;
        controls = (
          <section class="gn-panel" data-controls="" data-testid="action-panel">
            <p>
              <Bi t={b ? { zh: `在${BUILDING[b].name.zh}的行動：`, en: `The action at ${BUILDING[b].name.en}:` } : t2('行動：', 'The action:')} />
            </p>
            <div class="sg-row">
              {legal
                .filter((m): m is Extract<GenoaMove, { type: 'act' }> => m.type === 'act')
                .map((m, i) => (
                  <button key={i} type="button" class="sg-btn" onClick={() => send(m)} data-testid={`act-${i}`}>
                    <Bi t={actLabel(m, !!b && BUILDING[b].kind === 'villa')} />
                  </button>
                ))}
            </div>
          </section>
        );
        break;
      }
      case 'acquisition':
        controls = (
          <section class="gn-panel" data-controls="" data-testid="acquire-panel">
            <div class="gn-chips" role="group" aria-label={say(t2('有圓盤的街道', 'Streets with a disc'), 'both')}>
              {[...acqChoices.keys()].map((st) => (
                <button key={st} type="button" class="sg-btn gn-chipbtn" aria-pressed={street === st ? 'true' : 'false'} onClick={() => onPick(st)} data-testid={`street-${st}`}>
                  <Bi t={spaceName(st)} />
                </button>
              ))}
            </div>
            {street && (
              <div class="gn-chips" role="group" aria-label={say(t2('旁邊的建築', 'Buildings beside it'), 'both')}>
                {[...new Set((acqChoices.get(street) ?? []).flat())].map((b) => (
                  <button key={b} type="button" class="sg-btn gn-chipbtn" aria-pressed={buildings.includes(b) ? 'true' : 'false'} onClick={() => setBuildings(toggleBuilding(buildings, b))} data-testid={`building-${b}`}>
                    <Bi t={BUILDING[b].name} />
                    {state.owners[b] !== undefined && (
                      <>
                        {' '}
                        <Bi t={{ zh: `（接收：屬於 ${seatLetter(state.owners[b]!)}，要 2 個指示物）`, en: `(takeover from ${seatLetter(state.owners[b]!)}: 2 markers)` }} />
                      </>
                    )}
                  </button>
                ))}
              </div>
            )}
            <div class="sg-row">
              <button type="button" class="sg-btn sg-primary" disabled={!street || buildings.length === 0} onClick={() => street && send(acquireMove(me!, street, buildings))} data-testid="acquire">
                <Bi t={t2('放上指示物', 'Place the markers')} />
              </button>
              <button type="button" class="sg-btn" onClick={() => send({ type: 'pass', seat: me! })} data-testid="pass">
                <Bi t={t2('跳過', 'Pass')} />
              </button>
            </div>
          </section>
        );
        break;
    }
  }

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
          <RoundTrack round={state.round} last={state.lastRound} />
          <City path={state.path} owners={state.owners} marks={marks} highlight={highlight} onPick={onMove ? onPick : undefined} next={cityNext} label={{ zh: `熱那亞城；交易塔走了 ${Math.max(0, state.path.length - 1)} 步`, en: `The city of Genoa; the tower has made ${Math.max(0, state.path.length - 1)} steps` }} />
          {state.dice && (
            <p class="gn-dice" data-testid="dice">
              <Bi t={{ zh: `骰子：藍 ${state.dice[0]}、紅 ${state.dice[1]}`, en: `Dice: blue ${state.dice[0]}, red ${state.dice[1]}` }} />
            </p>
          )}
        </div>
        <div class="gn-sidecol">
          {controls}
          <Feedback notice={notice ?? outer ?? null} chapter="genoa" />
          {!deciding && state.phase !== 'gameOver' && (state.offers.length > 0 || state.wishes.length > 0) && <OffersList t={t} mayAct={false} legal={[]} me={me} onAccept={() => {}} onCounter={() => {}} />}
          {actions && <div class="sg-row">{actions}</div>}
          <Seats t={t} state={state} kinds={kinds} acting={acting} />
        </div>
      </div>
    </div>
  );
}

export const isBuildingId = isBuilding;
