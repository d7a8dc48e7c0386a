/**
 * The controls of the seat deciding at this screen, loaded once a seat decides here (core/lazy.ts):
 * the start (roll, Any start space), the bidder's offer or wish beside the offers already on the
 * table (and, when he may bid for no building, the engine's reason), the trader's panel (offers side
 * by side with their worth, accept, counter where the engine allows it and why not elsewhere, act
 * here, stop), the counter-offer editor and its answer, the action, the acquisition and the special
 * cards; and the answer to the person's latest counter-offer or offer. A reader who only watches or
 * reads an example never loads it. Offers are checked by the engine's `offerProblem` (through
 * offer.ts) before they are sent; nothing here decides a rule.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Bilingual, Violation } from '../../../engine/core/contract';
import { seatLetter } from '../../../engine/core/seats';
import { spaced } from '../../../engine/core/text';
import { GOODS, SPECIALS, type Special } from '../../../engine/genoa/data';
import { buildingBidProblem, counterProblem } from '../../../engine/genoa/deals';
import { BUILDING, type BuildingId, type SpaceId } from '../../../engine/genoa/map';
import { GOOD_NAMES, SPECIAL_NAMES, cardName, offerText, spaceName } from '../../../engine/genoa/text';
import type { GenoaMove, GenoaState, Offer, Table, TradeItem } from '../../../engine/genoa/types';
import { Bi } from '../core/Bi';
import { Feedback } from '../core/Feedback';
import { say, useMode } from '../core/reading';
import { usePositionState, useRoving, type RovingItem } from '../core/useRoving';
import { OffersList, SpecialTag, type Seen, type useBidder } from './Board';
import { acquireChoices, acquireMove, actLabel, toggleBuilding } from './picks';
import { answerTo, type Answer } from './answers';

/** What the board asks of the controls' module once a seat decides: the marks and the meaning of a pick on the city. */
export { cityMarks, cityPick, toggleBuilding } from './picks';
/** The deciding seat's legal moves, loaded with this panel (the board lists them only to decide). */
export { legalMoves } from '../../../engine/genoa/moves';
import * as O from './offer';

const t2 = (zh: string, en: string): Bilingual => ({ zh, en });

/**
 * A number in a bundle as a spin button: ↑ and ↓ (or + and −) change it, ← and → go on to the next
 * part of the bundle (the whole bundle is one Tab stop, see `useBundleKeys`); the − and + buttons are
 * for the mouse and touch.
 */
function Stepper({ label, value, onStep, step = 1, testId, unit, rov }: { label: Bilingual; value: number; onStep: (d: number) => void; step?: number; testId: string; unit?: Bilingual; rov: RovingItem }) {
  const mode = useMode();
  const name = say(label, mode);
  const onKeyDown = (e: KeyboardEvent) => {
    const d = e.key === 'ArrowUp' || e.key === '+' || e.key === 'PageUp' ? step : e.key === 'ArrowDown' || e.key === '-' || e.key === 'PageDown' ? -step : 0;
    if (d === 0 || e.altKey || e.ctrlKey || e.metaKey) return rov.onKeyDown(e);
    e.preventDefault();
    e.stopPropagation();
    if (d > 0 || value > 0) onStep(d);
  };
  return (
    <span class="gn-stepper" data-testid={testId}>
      <span class="gn-steplabel">
        <Bi t={label} />
      </span>
      <button type="button" class="sg-btn gn-step" tabIndex={-1} aria-hidden="true" disabled={value <= 0} onClick={() => onStep(-step)} data-testid={`${testId}-minus`}>
        −
      </button>
      <span class="gn-stepval" {...rov} onKeyDown={onKeyDown} role="spinbutton" aria-label={name} aria-valuenow={value} aria-valuemin={0} aria-valuetext={unit ? `${value} ${say(unit, mode)}` : String(value)} data-testid={`${testId}-value`}>
        {value}
        {unit && (
          <>
            {' '}
            <Bi t={unit} />
          </>
        )}
      </span>
      <button type="button" class="sg-btn gn-step" tabIndex={-1} aria-hidden="true" onClick={() => onStep(step)} data-testid={`${testId}-plus`}>
        +
      </button>
    </span>
  );
}

/** A bundle (or the targets, or a promise) as one Tab stop: the arrows go from part to part, in reading order. */
function useBundleKeys(ids: readonly string[]) {
  return useRoving<string>({ ids, preferred: ids, linear: true });
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
  const markers = holder.markers > 0;
  const rov = useBundleKeys(['ducats', ...goods.map((g) => `good-${g}`), ...specials.map((sp) => `special-${sp}`), ...(markers ? ['markers'] : []), ...hand.map((c) => `card-${c}`)]);
  return (
    <div class="gn-bundle" data-testid={testId}>
      <Stepper label={t2('錢', 'Ducats')} value={b.ducats ?? 0} step={5} onStep={(d) => set(O.stepDucats(draft, side, d))} testId={`${testId}-ducats`} rov={rov.item('ducats')} />
      {goods.map((g) => (
        <Stepper key={g} label={GOOD_NAMES[g]} value={b.goods?.[g] ?? 0} onStep={(d) => set(O.stepGood(draft, side, g, d))} testId={`${testId}-good-${g}`} rov={rov.item(`good-${g}`)} />
      ))}
      {specials.map((sp) => (
        <Stepper key={sp} label={{ zh: spaced(`${SPECIAL_NAMES[sp].zh}卡`), en: `${SPECIAL_NAMES[sp].en} card` }} value={b.specials?.[sp] ?? 0} onStep={(d) => set(O.stepSpecial(draft, side, sp, d))} testId={`${testId}-special-${sp}`} rov={rov.item(`special-${sp}`)} />
      ))}
      {markers && <Stepper label={t2('所有人指示物', 'Ownership markers')} value={b.markers ?? 0} onStep={(d) => set(O.stepMarkers(draft, side, d))} testId={`${testId}-markers`} rov={rov.item('markers')} />}
      {hand.length > 0 && (
        <div class="gn-chips" role="group" aria-label={say(t2('遊戲卡', 'Game cards'), 'both')}>
          {hand.map((c) => (
            <button key={c} type="button" class="sg-btn gn-chipbtn" {...rov.item(`card-${c}`)} aria-pressed={b.cards?.includes(c) ? 'true' : 'false'} onClick={() => set(O.toggleCard(draft, side, c))} data-testid={`${testId}-card-${c}`}>
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
  const rov = useBundleKeys([...(y.cash > 0 ? ['ducats'] : []), ...y.goods.map((g) => `good-${g}`), ...specials.map((sp) => `special-${sp}`), ...(y.draws > 0 ? ['draws'] : []), ...(y.markers > 0 ? ['markers-1', 'markers-2'] : [])]);
  return (
    <div class="gn-bundle" data-testid="promise">
      {y.cash > 0 && <Stepper label={t2('行動得到的錢', 'Of the money the action pays')} value={p.ducats} step={5} onStep={(d) => set(O.stepPromiseDucats(draft, d))} testId="promise-ducats" rov={rov.item('ducats')} />}
      {y.goods.map((g) => (
        <button key={g} type="button" class="sg-btn gn-chipbtn" {...rov.item(`good-${g}`)} aria-pressed={p.goods.includes(g) ? 'true' : 'false'} onClick={() => set(O.togglePromiseGood(draft, g))} data-testid={`promise-good-${g}`}>
          <Bi t={{ zh: `行動拿到的${GOOD_NAMES[g].zh}`, en: `the ${GOOD_NAMES[g].en} it yields` }} />
        </button>
      ))}
      {specials.map((sp) => (
        <button key={sp} type="button" class="sg-btn gn-chipbtn" {...rov.item(`special-${sp}`)} aria-pressed={p.special === sp ? 'true' : 'false'} onClick={() => set(O.setPromiseSpecial(draft, sp))} data-testid={`promise-special-${sp}`}>
          <Bi t={{ zh: spaced(`行動拿到的${SPECIAL_NAMES[sp].zh}卡`), en: `the ${SPECIAL_NAMES[sp].en} card it yields` }} />
        </button>
      ))}
      {y.draws > 0 && <Stepper label={t2('行動抽到的卡', 'Cards the action draws')} value={p.draws} onStep={(d) => set(O.stepPromiseDraws(draft, d))} testId="promise-draws" rov={rov.item('draws')} />}
      {y.markers > 0 &&
        ([1, 2] as const).map((n) => (
          <button key={n} type="button" class="sg-btn gn-chipbtn" {...rov.item(`markers-${n}`)} aria-pressed={p.markers === n ? 'true' : 'false'} onClick={() => set(O.setPromiseMarkers(draft, n))} data-testid={`promise-markers-${n}`}>
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
export type Bidder = ReturnType<typeof useBidder>;

/** The bidder's panel: the offer's target, then the offer or the wish being built. */
export function BidPanel({ b, send }: { b: Bidder; send: (m: GenoaMove) => void }) {
  const { t, me, draft, setDraft, wish, setWish, pick, targets, far } = b;
  const targetKeys = useBundleKeys(targets.map((tg) => tg.target));
  const noBuilding = buildingBidProblem(t, me);
  // the presenter view shows the offer being built only when asked (it does not fit beside the city at a readable size)
  const [build, setBuild] = usePositionState(`${me}|${t.path.join()}|${t.offers.length}|${t.wishes.length}`, false);
  return (
      <section class="gn-panel" data-testid="offer-panel" data-controls="">
        <OnTheTable t={t} />
        <h4 class="gn-h">
          <Bi t={t2('你的出價', 'Your offer')} />
        </h4>
        <div class="gn-build" data-open={build ? '' : undefined}>
        {targets.length > 0 && (
          <div class="gn-chips" role="group" aria-label={say(t2('出價的目標', 'What the offer is for'), 'both')} data-testid="targets">
            {targets.map((tg) => (
              <button key={tg.target} type="button" class="sg-btn gn-chipbtn" {...targetKeys.item(tg.target)} aria-pressed={!wish && draft?.target === tg.target ? 'true' : 'false'} onClick={() => pick(tg.target)} data-testid={`target-${tg.target}`}>
                <Bi
                  t={
                    tg.kind === 'actHere'
                      ? { zh: spaced(`在這裡（${spaceName(tg.target).zh}）行動`), en: `act here (${spaceName(tg.target).en})` }
                      : tg.kind === 'moveAndAct'
                        ? { zh: spaced(`移到${spaceName(tg.target).zh}並行動`), en: `move to ${spaceName(tg.target).en} and act` }
                        : { zh: spaced(`只移到${spaceName(tg.target).zh}`), en: `move only, to ${spaceName(tg.target).en}` }
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
        )}
        </div>
        {noBuilding && (
          <div data-testid="why-no-building">
            <Feedback notice={{ kind: 'violation', violation: noBuilding }} chapter="genoa" />
          </div>
        )}
        {/* passing is what a bidder does most: one Tab from the targets */}
        <div class="sg-row">
          <button type="button" class="sg-btn" onClick={() => send({ type: 'noOffer', seat: me })} data-testid="no-offer">
            <Bi t={t2('不出價', 'No offer')} />
          </button>
          {!build && (
            <button type="button" class="sg-btn gn-present-only" onClick={() => setBuild(true)} data-testid="build-offer">
              <Bi t={t2('在這裡填寫出價', 'Build the offer here')} />
            </button>
          )}
        </div>
        <div class="gn-build" data-open={build ? '' : undefined}>
        {far.length > 0 && (
          <p class="sg-note">
            <Bi t={t2('在城市上點一個 ◇ 的格子，可以提出不具約束力的希望（特殊情況②）。', 'Pick a ◇ space on the city to make a non-binding wish for it (special case B).')} />
          </p>
        )}
        {wish ? (
          <>
            <p>
              <Bi t={{ zh: spaced(`希望交易塔之後走到${spaceName(wish.target).zh}，願意付：`), en: `A wish for the tower to reach ${spaceName(wish.target).en} later, offering:` }} />
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
        {!wish && draft && (
          <div class="sg-row">
            <button type="button" class="sg-btn sg-primary" disabled={!!O.draftProblem(t, me, draft)} onClick={() => send({ type: 'offer', seat: me, offer: O.toTerms(draft) })} data-testid="send-offer">
              <Bi t={t2('送出出價', 'Make the offer')} />
            </button>
          </div>
        )}
        </div>
      </section>
  );
}

/** The offers and wishes already on the table, for a bidder deciding what to offer (offers are public; another's game cards face down). */
function OnTheTable({ t }: { t: Seen }) {
  return (
    <div data-testid="on-the-table">
      <h4 class="gn-h">
        <Bi t={t2('桌上的出價', 'Offers on the table')} />
      </h4>
      <OffersList t={t} />
    </div>
  );
}

/** Why the trader may not counter some offers (the engine's reason), once for each reason, naming the offers. */
function NoCounter({ barred }: { barred: readonly (readonly [Offer, Violation])[] }) {
  const byRule = new Map<string, { v: Violation; bidders: number[] }>();
  for (const [o, v] of barred) {
    const r = byRule.get(v.rule) ?? { v, bidders: [] };
    r.bidders.push(o.bidder);
    byRule.set(v.rule, r);
  }
  return (
    <>
      {[...byRule.values()].map(({ v, bidders }) => (
        <div key={v.rule} data-testid="no-counter" data-bidders={bidders.join(' ')}>
          <p class="sg-note">
            <Bi t={{ zh: `不能還價給：${bidders.map((x) => `玩家 ${seatLetter(x)}`).join('、')}`, en: `No counter-offer to ${bidders.map((x) => `Player ${seatLetter(x)}`).join(', ')}:` }} />
          </p>
          <Feedback notice={{ kind: 'violation', violation: v }} chapter="genoa" />
        </div>
      ))}
    </>
  );
}

/**
 * For each seat, the position the table showed last and the answer that seat has to hear: kept
 * here, not in the component, and for every seat, not only the one at the screen, so that a person
 * gets the answer that came while the device was with another person.
 */
const answers = new Map<number, { state: GenoaState; note: Answer | null }>();

/**
 * The answer to the person's latest counter-offer or offer (answers.ts): what the bidder said to
 * the counter-offer, or what the trader did with the offer, kept until the person decides again.
 */
export function AnswerNote({ state, me }: { state: GenoaState; me: number }) {
  const [note, setNote] = useState<Answer | null>(() => answers.get(me)?.note ?? null);
  useEffect(() => {
    for (let seat = 0; seat < state.players; seat++) {
      const last = answers.get(seat);
      const a = last ? answerTo(last.state, state, seat) : null;
      answers.set(seat, { state, note: a === 'decided' ? null : (a ?? last?.note ?? null) });
    }
    setNote(answers.get(me)!.note);
  }, [state, me]);
  return (
    <div aria-live="polite" data-testid="answer-note" data-answer={note?.kind}>
      {note && (
        <p class="sg-info">
          <Bi t={note.text} />
        </p>
      )}
    </div>
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


export interface ControlsProps {
  state: GenoaState;
  me: number;
  legal: readonly GenoaMove[];
  send: (m: GenoaMove) => void;
  anyStart: boolean;
  setAnyStart: (v: boolean) => void;
  counterTo: Offer | null;
  setCounterTo: (o: Offer | null) => void;
  /** The position as the deciding seat may see it. */
  mt: Seen;
  bidder: Bidder;
  traderMayAct: boolean;
  here: SpaceId | null;
  street: SpaceId | null;
  buildings: BuildingId[];
  setBuildings: (b: BuildingId[]) => void;
  onPick: (space: SpaceId) => void;
}

/** What the trader may do with one offer: what it is worth to him, accept it, counter it (where the engine allows a counter-offer). */
function TraderChoices({ o, worth: w, legal, canCounter, onAccept, onCounter }: { o: Offer; worth: O.Worth; legal: readonly GenoaMove[]; canCounter: boolean; onAccept: () => void; onCounter: () => void }) {
  const canAccept = legal.some((m) => m.type === 'accept' && m.bidder === o.bidder);
  return (
    <>
      <p class="gn-worth" data-testid={`worth-${o.bidder}`}>
        <Bi t={{ zh: `對你值大約 ${w.net} 元（收 ${w.gets}，給 ${w.gives}）`, en: `Worth about ${w.net} ducats to you (get ${w.gets}, give ${w.gives})` }} />
        {w.own !== null && (
          <>
            <br />
            <Bi t={{ zh: `你自己在那裡行動大約值 ${w.own} 元`, en: `Acting there yourself: about ${w.own}` }} />
          </>
        )}
      </p>
      <div class="sg-row">
        <button type="button" class="sg-btn sg-primary" disabled={!canAccept} onClick={onAccept} data-testid={`accept-${o.bidder}`}>
          <Bi t={t2('接受', 'Accept')} />
        </button>
        {canCounter && (
          <button type="button" class="sg-btn" onClick={onCounter} data-testid={`counter-${o.bidder}`}>
            <Bi t={t2('還價', 'Counter')} />
          </button>
        )}
      </div>
    </>
  );
}

export function Controls({ state, me, legal, send, anyStart, setAnyStart, counterTo, setCounterTo, mt, bidder, traderMayAct, here: h, street, buildings, setBuildings, onPick }: ControlsProps) {
  const acqChoices = acquireChoices(legal);
  let controls: ComponentChildren = null;
  {
    switch (state.phase) {
      case 'start':
        controls = (
          <section class="gn-panel" data-controls="">
            <div class="sg-row">
              <button type="button" class="sg-btn sg-primary" onClick={() => send({ type: 'roll', seat: me })} data-testid="roll">
                <Bi t={t2('擲骰', 'Roll the dice')} />
              </button>
              {legal.some((m) => m.type === 'anyStart') && (
                <button type="button" class="sg-btn" aria-pressed={anyStart ? 'true' : 'false'} onClick={() => setAnyStart(!anyStart)} data-testid="any-start">
                  <Bi t={anyStart ? t2('在城市上選起始格', 'Pick the start space on the city') : t2('打出任意起始位置卡', 'Play Any start space')} />
                </button>
              )}
            </div>
            <CardPlays state={state} me={me} legal={legal} send={send} />
          </section>
        );
        break;
      case 'bidding':
        controls = <BidPanel b={bidder} send={send} />;
        break;
      case 'trader': {
        const barred = state.offers.flatMap((o) => {
          const v = counterProblem(state, o);
          return v ? [[o, v] as const] : [];
        });
        controls = counterTo ? (
          <CounterEditor t={mt} offer={counterTo} me={me} send={send} cancel={() => setCounterTo(null)} />
        ) : (
          <section class="gn-panel" data-controls="" data-testid="trader-panel">
            <h4 class="gn-h">
              <Bi t={t2('桌上的出價', 'Offers on the table')} />
            </h4>
            <OffersList
              t={mt}
              actions={(o) => (
                <TraderChoices o={o} worth={O.worthToTrader(mt, o, traderMayAct)} legal={legal} canCounter={!barred.some(([x]) => x === o)} onAccept={() => send({ type: 'accept', seat: me, bidder: o.bidder })} onCounter={() => setCounterTo(o)} />
              )}
            />
            <NoCounter barred={barred} />
            <div class="sg-row">
              {legal
                .filter((m): m is Extract<GenoaMove, { type: 'actHere' }> => m.type === 'actHere')
                .map((m) => (
                  <button key={String(m.extra)} type="button" class="sg-btn" onClick={() => send(m)} data-testid="act-here">
                    <Bi t={h ? { zh: spaced(`自己在${spaceName(h).zh}行動${m.extra ? '（額外行動卡）' : ''}`), en: `Act at ${spaceName(h).en} yourself${m.extra ? ' (Extra action card)' : ''}` } : t2('自己行動', 'Act yourself')} />
                  </button>
                ))}
              {legal.some((m) => m.type === 'stop') && (
                <button type="button" class="sg-btn" onClick={() => send({ type: 'stop', seat: me })} data-testid="stop">
                  <Bi t={t2('結束移動', 'Stop moving')} />
                </button>
              )}
            </div>
            {legal.some((m) => m.type === 'move') && (
              <p class="sg-note">
                <Bi t={t2('要自己移動交易塔：在城市上點一個 ◆ 的格子。', 'To move the tower yourself, pick a ◆ space on the city.')} />
              </p>
            )}
            <CardPlays state={state} me={me} legal={legal} send={send} />
          </section>
        );
        break;
      }
      case 'counter':
        controls = (
          <section class="gn-panel" data-controls="" data-testid="answer-panel">
            <p>
              <Bi t={t2('交易商人還價：', 'The trader’s counter-offer:')} />
            </p>
            <p class="gn-summary">{state.counter && <Bi t={offerText(state.counter)} />}</p>
            <div class="sg-row">
              <button type="button" class="sg-btn sg-primary" onClick={() => send({ type: 'agree', seat: me })} data-testid="agree">
                <Bi t={t2('同意', 'Agree')} />
              </button>
              <button type="button" class="sg-btn" onClick={() => send({ type: 'refuse', seat: me })} data-testid="refuse">
                <Bi t={t2('拒絕', 'Refuse')} />
              </button>
            </div>
            <OnTheTable t={mt} />
          </section>
        );
        break;
      case 'action': {
        const b = state.pending?.building;
        controls = (
          <section class="gn-panel" data-controls="" data-testid="action-panel">
            <p>
              <Bi t={b ? { zh: spaced(`在${BUILDING[b].name.zh}的行動：`), en: `The action at ${BUILDING[b].name.en}:` } : t2('行動：', 'The action:')} />
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
              <button type="button" class="sg-btn sg-primary" disabled={!street || buildings.length === 0} onClick={() => street && send(acquireMove(me, street, buildings))} data-testid="acquire">
                <Bi t={t2('放上指示物', 'Place the markers')} />
              </button>
              <button type="button" class="sg-btn" onClick={() => send({ type: 'pass', seat: me })} data-testid="pass">
                <Bi t={t2('跳過', 'Pass')} />
              </button>
            </div>
          </section>
        );
        break;
    }
  }

  return <>{controls}</>;
}
