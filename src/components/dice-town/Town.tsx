/**
 * One Dice Town position on screen, drawn from a `TownModel` (model.ts): the seven locations left to
 * right with their stakes, what the game waits for, whose turn it is and what to decide, the reader's
 * own cup when it is their turn to keep (dice as toggle buttons, one Tab stop with the arrow keys
 * inside, keys 1–5, Enter to keep), the other decisions as buttons (one Tab stop, arrows inside;
 * the focus goes to them after every move), and every
 * seat's money, nuggets, kept dice, cup and cards (hidden ones as counts). Dice roll in and kept
 * dice are lifted from the cups with a short animation, none when the reader prefers reduced
 * motion. What the reader picks becomes a move sent to `onMove`, which plays it through the engine
 * and returns what to tell the reader. Nothing here decides a rule.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { DOC_BADLUCK_CARDS, DOC_BADLUCK_MENU_FIRST_EDITION, GENERAL_STORE_CARDS } from '../../../engine/dice-town/cards';
import { kindOf, propertyVp } from '../../../engine/dice-town/deck';
import { FACES } from '../../../engine/dice-town/rules';
import { LOCATION_NAMES, cardName } from '../../../engine/dice-town/text';
import type { DiceTownMove, Face } from '../../../engine/dice-town/types';
import type { DiceTownHighlight } from '../../../engine/dice-town/examples';
import { Bi } from '../core/Bi';
import { Feedback, type Notice } from '../core/Feedback';
import { say, useMode, currentMode } from '../core/reading';
import { TurnPrompt } from '../core/TurnPrompt';
import { useFocusNext, usePositionState, useRoving } from '../core/useRoving';
import { NO_KEEP, dieForKey, feeText, keepMove, keepOptions, shownDice, toggleDie, type KeepSelection } from './intents';
import { FACE_LOOK, SeatChip, seatLabel, TOWN } from './look';
import { decision, moveLabel, pendingText, type SeatModel, type TownModel } from './model';
import '../core/board.css';
import type { ViewProps } from '../core/views';

export type TownProps = ViewProps<TownModel, DiceTownMove, DiceTownHighlight>;


const EFFECTS = new Map<string, Bilingual>();
for (const c of GENERAL_STORE_CARDS) EFFECTS.set(c.id, c.effect);
for (const c of DOC_BADLUCK_CARDS) EFFECTS.set(c.id, c.effect);
for (const c of DOC_BADLUCK_MENU_FIRST_EDITION) EFFECTS.set(c.id, c.effect);
export const cardEffect = (card: string): Bilingual | undefined => EFFECTS.get(kindOf(card));

/** A die: its printed face as text, the place it counts for named for screen readers and on hover. */
export function Die({ face, hi, anim, small }: { face: Face; hi?: boolean; anim?: 'roll' | 'lift'; small?: boolean }) {
  const look = FACE_LOOK[face];
  return (
    <span
      class={`dt-die${small ? ' dt-small' : ''}${anim ? ` dt-${anim}` : ''}`}
      style={{ background: look.fill, color: look.ink }}
      data-face={face}
      data-hi={hi ? '' : undefined}
      title={`${face}: ${say(look.place, currentMode())}`}
    >
      <span lang="en" class="dt-face">
        {face}
      </span>
      <span class="sr-only">
        <Bi t={{ zh: `（${look.place.zh}）`, en: ` (${look.place.en})` }} />
      </span>
    </span>
  );
}

function Dice({ dice, hi, anim, label }: { dice: readonly Face[]; hi?: (i: number) => boolean; anim?: 'roll' | 'lift'; label: Bilingual }) {
  return (
    <span class="dt-dice" role="group" aria-label={say(label, currentMode())}>
      {dice.length === 0 ? (
        <span class="sg-note" lang="en">
          —
        </span>
      ) : (
        dice.map((f, i) => <Die key={`${i}${f}`} face={f} hi={hi?.(i)} anim={anim} small />)
      )}
    </span>
  );
}

function CardName({ card, full }: { card: string; full?: boolean }) {
  const effect = full ? cardEffect(card) : undefined;
  return (
    <span class="dt-card" data-card={card}>
      <Bi t={cardName(card)} />
      {effect && (
        <span class="dt-effect">
          <Bi t={effect} />
        </span>
      )}
    </span>
  );
}

/** The seven locations, left to right, each with its stake and who won it in the latest visit. */
function TownRow({ m, hi }: { m: TownModel; hi: Set<string> }) {
  const stake = (loc: string): ComponentChildren => {
    switch (loc) {
      case 'goldMine':
        return (
          <span data-testid="mine" data-count={m.mine}>
            <Bi t={{ zh: `剩 ${m.mine} 個金塊`, en: `${m.mine} nugget${m.mine === 1 ? '' : 's'} left` }} />
          </span>
        );
      case 'bank':
        return (
          <>
            <Bi t={{ zh: `銀行 ${m.bank} 元`, en: `Bank $${m.bank}` }} />
            <br />
            <span data-testid="stagecoach" data-count={m.stagecoach} data-hi={hi.has('stagecoach') ? '' : undefined} class="dt-coach">
              <Bi t={{ zh: `驛馬車 ${m.stagecoach} 元（下一輪進銀行）`, en: `Stagecoach $${m.stagecoach} (to the Bank next round)` }} />
            </span>
          </>
        );
      case 'generalStore':
        return <Bi t={{ zh: `牌堆 ${m.storeDeckSize} 張，棄牌 ${m.storeDiscardSize} 張`, en: `${m.storeDeckSize} cards in the deck, ${m.storeDiscardSize} used` }} />;
      case 'saloon':
        return <Bi t={{ zh: '向一位對手抽牌', en: 'Draw cards from an opponent' }} />;
      case 'sheriff':
        return (
          <span data-testid="badge">
            <SeatChip seat={m.sheriff} /> <Bi t={{ zh: `警徽在${seatLabel(m.sheriff).zh}`, en: `Badge: ${seatLabel(m.sheriff).en}` }} />
          </span>
        );
      case 'townHall':
        return (
          <>
            <Bi t={{ zh: `地產卡（牌堆 ${m.propertyDeckSize} 張）：`, en: `Property row (${m.propertyDeckSize} in the deck):` }} />
            <ul class="dt-list dt-row" data-testid="row">
              {m.row.map((c) => (
                <li key={c}>
                  <CardName card={c} />
                </li>
              ))}
            </ul>
          </>
        );
      case 'docBadluck':
        return m.edition === 'first' ? (
          <Bi t={{ zh: '第一版的選單（每次任選一項）', en: 'The first edition menu (one item each visit)' }} />
        ) : (
          <ul class="dt-list dt-elixirs" data-testid="elixirs">
            {m.elixirs.map((c) => (
              <li key={c}>
                <CardName card={c} full />
              </li>
            ))}
          </ul>
        );
    }
    return null;
  };
  return (
    <ol class="dt-town" data-testid="town">
      {TOWN.map(({ loc, face }) => {
        const current = m.stage === loc;
        const won = loc === 'docBadluck' ? null : m.winners[loc];
        return (
          <li key={loc} class="dt-loc" data-loc={loc} data-current={current ? '' : undefined} data-hi={hi.has(loc) ? '' : undefined} aria-current={current ? 'step' : undefined}>
            <span class="dt-loc-head">
              {current && <span aria-hidden="true">▶</span>}
              {face && <Die face={face} small />}
              <strong>
                <Bi t={LOCATION_NAMES[loc]} />
              </strong>
            </span>
            {!face && (
              <span class="dt-loc-face">
                <Bi t={loc === 'townHall' ? { zh: '最大牌型；A 拿地產卡', en: 'best hand; Aces take property' } : { zh: '什麼都沒拿到的人', en: 'those who won nothing' }} />
              </span>
            )}
            <span class="dt-stake">{stake(loc)}</span>
            {won !== null && won !== undefined && (
              <span class="dt-won" data-testid={`won-${loc}`}>
                <SeatChip seat={won} /> <Bi t={{ zh: `${seatLabel(won).zh} 拿下`, en: `won by ${seatLabel(won).en}` }} />
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The reader's own cup: choose the dice to keep (buttons or keys 1–5), then keep them. */
function Cup({ m, seat, rolled, onMove, anim }: { m: TownModel; seat: number; rolled: Face[]; onMove: (move: DiceTownMove) => Notice | null; anim?: 'roll' }) {
  const mode = useMode();
  // a new roll starts a new choice; another seat choosing under its cup meanwhile changes nothing here
  const me = m.seats[seat]!;
  const roll = `${m.round}|${m.last}|${me.kept.length}|${me.money}|${rolled.join(' ')}`;
  const [sel, setSel] = usePositionState<KeepSelection>(roll, NO_KEEP);
  const [notice, setNotice] = usePositionState<Notice | null>(roll, null);
  const legal = m.control?.legal ?? [];
  const opts = keepOptions(legal);
  const dice = shownDice(rolled, sel);
  const count = m.last ? dice.length : sel.picked.length;
  const dieIds = m.last ? [] : dice.map((_, i) => String(i));
  const rov = useRoving<string>({ ids: dieIds, preferred: dieIds, linear: true });
  const send = () => {
    const n = onMove(keepMove(seat, rolled, sel, m.last));
    setNotice(n);
  };
  const onKey = (e: KeyboardEvent) => {
    const t = e.target as Element | null;
    if (t?.closest('select, input')) return;
    const i = dieForKey(e.key, rolled.length);
    if (i !== null && !m.last) {
      e.preventDefault();
      setSel(toggleDie(sel, i));
    } else if (e.key === 'Enter' && (!(t instanceof HTMLButtonElement) || t.classList.contains('dt-diebtn'))) {
      // Enter keeps the dice chosen, from a die too (Space picks a die)
      e.preventDefault();
      send();
    }
  };
  return (
    <div class="dt-cup" data-testid="cup" onKeyDown={onKey}>
      <p class="dt-cup-head">
        <strong>
          <Bi t={m.last ? { zh: '最後一擲：你的骰盅', en: 'The last roll: your cup' } : { zh: '你的骰盅（只有你看得到）', en: 'Your cup (only you can see it)' }} />
        </strong>{' '}
        <span class="sg-note dt-hint">
          <Bi
            t={
              m.last
                ? { zh: '擲出什麼就全部留下。', en: 'Every die is kept as it falls.' }
                : { zh: '點骰子選擇要保留的，再按「保留」。鍵盤：方向鍵移動、空白鍵（或 1–5）選擇，Enter 保留。', en: 'Choose the dice to keep, then Keep. Keys: arrows to move, Space (or 1–5) to pick, Enter to keep.' }
            }
          />
        </span>
      </p>
      <div class="dt-dice dt-cupdice sg-group" role="group" aria-label={say({ zh: '骰盅下的骰子', en: 'Dice under your cup' }, mode)} data-next={m.last ? undefined : ''}>
        {dice.map((f, i) => {
          const on = m.last || sel.picked.includes(i);
          return (
            <button
              key={`${i}${f}`}
              type="button"
              class="dt-diebtn"
              aria-pressed={on}
              disabled={m.last}
              data-testid={`die-${i}`}
              {...(m.last ? {} : rov.item(String(i)))}
              onClick={() => setSel(toggleDie(sel, i))}
              aria-keyshortcuts={String(i + 1)}
            >
              <Die face={f} anim={anim} />
              <span class="dt-key" aria-hidden="true">
                {i + 1}
              </span>
              <span class="dt-mark" aria-hidden="true">
                {on ? '✔' : ''}
              </span>
            </button>
          );
        })}
      </div>
      {opts.scoundrel && !m.last && (
        <label class="dt-opt">
          <input type="checkbox" checked={sel.scoundrel} data-testid="use-scoundrel" onChange={(e) => setSel({ ...sel, scoundrel: (e.target as HTMLInputElement).checked })} />
          <Bi t={{ zh: '打出無賴：留 2 顆以上也免費', en: 'Play the Scoundrel: keep 2 or more for free' }} />
        </label>
      )}
      {opts.cheat && (
        <label class="dt-opt">
          <Bi t={{ zh: '職業老千：把一顆骰子轉成', en: 'Cheater: turn one die to' }} />{' '}
          <select
            data-testid="use-cheater"
            value={sel.cheat ? `${sel.cheat.index}:${sel.cheat.to}` : ''}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              if (!v) return setSel({ ...sel, cheat: null });
              const [i, to] = v.split(':');
              const index = Number(i);
              setSel({ ...sel, cheat: { index, to: to as Face }, picked: sel.picked.includes(index) ? sel.picked : [...sel.picked, index].sort() });
            }}
          >
            <option value="">{say({ zh: '不用', en: 'not used' }, mode)}</option>
            {rolled.flatMap((f, i) =>
              FACES.filter((to) => to !== f).map((to) => (
                <option key={`${i}:${to}`} value={`${i}:${to}`}>
                  {`#${i + 1} ${f} → ${to}`}
                </option>
              )),
            )}
          </select>
        </label>
      )}
      <p class="sg-note" data-testid="fee">
        <Bi t={feeText(count, sel.scoundrel, m.last)} />
      </p>
      <div class="sg-row" data-controls="">
        <button type="button" class="sg-btn sg-primary" data-testid="keep" onClick={send}>
          <Bi
            t={
              m.last
                ? { zh: '全部留下', en: 'Keep them all' }
                : count === 0
                  ? { zh: '一顆都不留（付 1 元）', en: 'Keep none ($1)' }
                  : { zh: `保留 ${dice.filter((_, i) => sel.picked.includes(i)).join(' ')}`, en: `Keep ${dice.filter((_, i) => sel.picked.includes(i)).join(' ')}` }
            }
          />
        </button>
      </div>
      <Feedback notice={notice} chapter="dice-town" />
    </div>
  );
}

/** Any other decision: one button per legal move, with the card's effect where a card is chosen. */
function Choices({ m, onMove }: { m: TownModel; onMove: (move: DiceTownMove) => Notice | null }) {
  const mode = useMode();
  const [notice, setNotice] = usePositionState<Notice | null>(m, null);
  const legal = m.control?.legal ?? [];
  const pcard = m.pending && 'card' in m.pending ? m.pending.card : null;
  const ids = legal.map((_, i) => String(i));
  const rov = useRoving<string>({ ids, preferred: ids, linear: true });
  return (
    <div class="dt-choices" data-testid="choices" data-kind={m.pending?.kind}>
      {pcard && (
        <p class="sg-note">
          <CardName card={pcard} full />
        </p>
      )}
      {m.drawn.length > 0 && (
        <div data-testid="drawn">
          <Bi t={{ zh: '抽到的牌（只有你看得到）：', en: 'Cards drawn (only you can see them):' }} />
        </div>
      )}
      <div class="sg-row sg-group dt-choicelist" role="group" aria-label={say({ zh: '可以做的選擇', en: 'Choices' }, mode)} data-next="">
        {legal.map((mv, i) => {
          const card = mv.type === 'keepCard' || mv.type === 'give' ? mv.card : mv.type === 'elixir' && !mv.target && !mv.protect ? mv.card : null;
          const effect = card ? cardEffect(card) : undefined;
          return (
            <button key={i} type="button" class="sg-btn dt-choice" data-testid={`choice-${mv.type}`} {...rov.item(String(i))} onClick={() => setNotice(onMove(mv))}>
              <Bi t={moveLabel(mv, m)} />
              {card && propertyVp(card) > 0 && <span class="sg-note"> ({propertyVp(card)} VP)</span>}
              {effect && (
                <span class="dt-effect">
                  <Bi t={effect} />
                </span>
              )}
            </button>
          );
        })}
      </div>
      <Feedback notice={notice} chapter="dice-town" />
    </div>
  );
}

function SeatBox({ s, m, kind, hi, anim }: { s: SeatModel; m: TownModel; kind?: Bilingual; hi?: DiceTownHighlight; anim?: 'roll' | 'lift' }) {
  const acting = m.toAct.includes(s.seat);
  const lit = hi?.seats?.includes(s.seat);
  const dieHi = (where: 'kept' | 'rolled') => (i: number) => !!hi?.dice?.some((d) => d.seat === s.seat && d.index === i && (d.where ?? 'kept') === where);
  const place = (r: number) => (m.result ? m.result.seats.find((x) => x.seat === r) : undefined);
  return (
    <div class="sg-seat dt-seat" data-testid={`seat-${s.seat}`} data-acting={acting ? '' : undefined} data-viewer={m.focus === s.seat ? '' : undefined} data-hi={lit ? '' : undefined}>
      <div class="sg-row">
        <SeatChip seat={s.seat} />
        <strong>
          <Bi t={seatLabel(s.seat)} />
        </strong>
        {kind && (
          <span class="sg-note">
            <Bi t={kind} />
          </span>
        )}
        {m.sheriff === s.seat && (
          <span class="dt-badge" data-testid={`sheriff-${s.seat}`}>
            ★ <Bi t={{ zh: '警長', en: 'Sheriff' }} />
          </span>
        )}
        {acting && (
          <span class="dt-acting">
            ▸ <Bi t={{ zh: '要決定', en: 'to decide' }} />
          </span>
        )}
        {lit && (
          <span class="sg-hi-mark">
            ◆ <Bi t={{ zh: '這一步', en: 'this step' }} />
          </span>
        )}
      </div>
      <div class="sg-row">
        <span data-testid={`money-${s.seat}`} data-count={s.money}>
          <Bi t={{ zh: `${s.money} 元`, en: `$${s.money}` }} />
        </span>
        <span data-testid={`nuggets-${s.seat}`} data-count={s.nuggets}>
          <Bi t={{ zh: `金塊 ${s.nuggets}`, en: `${s.nuggets} nugget${s.nuggets === 1 ? '' : 's'}` }} />
        </span>
        {place(s.seat) && (
          <span data-testid={`points-${s.seat}`}>
            <Bi t={{ zh: `${place(s.seat)!.total} 分`, en: `${place(s.seat)!.total} VP` }} />
          </span>
        )}
      </div>
      <div class="sg-row" data-testid={`kept-${s.seat}`} data-dice={s.kept.join(' ')}>
        <span class="sg-note">
          <Bi t={{ zh: '保留：', en: 'Kept:' }} />
        </span>
        <Dice dice={s.kept} hi={dieHi('kept')} anim={anim === 'lift' ? 'lift' : undefined} label={{ zh: '保留的骰子', en: 'Kept dice' }} />
        {s.handName && (
          <span class="dt-hand" data-testid={`hand-name-${s.seat}`}>
            <Bi t={s.handName} />
          </span>
        )}
      </div>
      {s.rolledCount > 0 && (
        <div class="sg-row" data-testid={`cup-${s.seat}`} data-count={s.rolledCount}>
          <span class="sg-note">
            <Bi t={{ zh: '骰盅下：', en: 'Under the cup:' }} />
          </span>
          {s.rolled ? (
            <Dice dice={s.rolled} hi={dieHi('rolled')} anim={anim === 'roll' ? 'roll' : undefined} label={{ zh: '骰盅下的骰子', en: 'Dice under the cup' }} />
          ) : (
            <span>
              <span aria-hidden="true">▣ </span>
              <Bi t={{ zh: `${s.rolledCount} 顆（蓋著）`, en: `${s.rolledCount} (covered)` }} />
            </span>
          )}
          {s.keeper &&
            (s.chosen ? (
              <span class="dt-chosen" data-testid={`chosen-${s.seat}`}>
                ✔ <Bi t={s.choice ? { zh: `選好了：留 ${s.choice.dice.join(' ') || '—'}（還蓋著）`, en: `chosen: keep ${s.choice.dice.join(' ') || '—'} (still hidden)` } : { zh: '選好了', en: 'chosen' }} />
              </span>
            ) : (
              <span class="sg-note">
                <Bi t={{ zh: '還在選', en: 'still choosing' }} />
              </span>
            ))}
        </div>
      )}
      <div class="dt-cards" data-testid={`cards-${s.seat}`} data-store={s.storeCount} data-property={s.propertyCount}>
        <span class="sg-note">
          <Bi t={{ zh: '雜貨卡：', en: 'Store cards:' }} />
        </span>{' '}
        {s.store ? (
          s.store.length ? (
            s.store.map((c) => <CardName key={c} card={c} />)
          ) : (
            <span lang="en">—</span>
          )
        ) : (
          <Bi t={{ zh: `${s.storeCount} 張（蓋著）`, en: `${s.storeCount} (hidden)` }} />
        )}
        <br />
        <span class="sg-note">
          <Bi t={{ zh: '地產卡：', en: 'Property:' }} />
        </span>{' '}
        {s.property ? (
          s.property.length ? (
            s.property.map((c) => <CardName key={c} card={c} />)
          ) : (
            <span lang="en">—</span>
          )
        ) : (
          <Bi t={{ zh: `${s.propertyCount} 張（蓋著）`, en: `${s.propertyCount} (hidden)` }} />
        )}
        {s.protected.length > 0 && (
          <>
            {' '}
            <span class="sg-note">
              <Bi t={{ zh: '攤開保護：', en: 'Laid down (safe):' }} />
            </span>{' '}
            {s.protected.map((c) => (
              <CardName key={c} card={c} />
            ))}
          </>
        )}
      </div>
    </div>
  );
}

/** Which seats' cups show a fresh roll, and which just lifted their kept dice (for the animation). */
function useMotion(m: TownModel): { roll: Set<number>; lift: Set<number> } {
  const prev = useRef<TownModel | null>(null);
  const out = useMemo(() => {
    const p = prev.current;
    const roll = new Set<number>();
    const lift = new Set<number>();
    for (const s of m.seats) {
      const before = p?.seats[s.seat];
      if (!p || !before) continue;
      if (s.kept.length > before.kept.length) lift.add(s.seat);
      const newRoll = s.rolledCount > 0 && !s.chosen && (before.chosen || p.round !== m.round || before.rolled?.join() !== s.rolled?.join());
      if (newRoll) roll.add(s.seat);
    }
    return { roll, lift };
  }, [m]);
  useEffect(() => {
    prev.current = m;
  }, [m]);
  return out;
}

export function Town({ model: m, onMove, highlight, kinds, notice, actions, idleFocus }: TownProps) {
  const root = useRef<HTMLDivElement>(null);
  const motion = useMotion(m);
  const hi = new Set<string>(highlight?.locations ?? []);
  const ctl = m.control;
  const mySeat = ctl ? m.seats[ctl.seat] : undefined;
  const keeping = !!ctl && m.pending?.kind === 'keep' && !!mySeat?.rolled;
  const prompted = !!ctl && !!onMove;
  useFocusNext(root, m, prompted, idleFocus);
  // what a person decides first (the prompt, then the cup or the choices), then the seats, then the town
  return (
    <div class="dt-view" data-testid="town-view" data-phase={m.phase} data-surface="" ref={root} tabindex={-1}>
      <p class="dt-status" data-testid="status">
        <span data-testid="round">
          <Bi t={{ zh: `第 ${m.round} 輪`, en: `Round ${m.round}` }} />
        </span>
        <span class="dt-pending">
          {' · '}
          <span data-testid="pending">
            <Bi t={pendingText(m, prompted)} />
          </span>
        </span>
      </p>
      {prompted && <TurnPrompt chip={<SeatChip seat={ctl.seat} />} who={seatLabel(ctl.seat)} what={decision(m)} />}
      <div class="dt-controls" data-testid="controls" data-phase={m.phase}>
        {prompted ? keeping ? <Cup m={m} seat={ctl.seat} rolled={mySeat!.rolled!} onMove={onMove} anim={motion.roll.has(ctl.seat) ? 'roll' : undefined} /> : <Choices m={m} onMove={onMove} /> : null}
        {notice && <Feedback notice={notice} chapter="dice-town" />}
        {actions && <div class="sg-row">{actions}</div>}
      </div>
      <div class="sg-seats dt-seats">
        {m.seats.map((s) => (
          <SeatBox key={s.seat} s={s} m={m} kind={kinds?.[s.seat]} hi={highlight} anim={motion.lift.has(s.seat) ? 'lift' : motion.roll.has(s.seat) ? 'roll' : undefined} />
        ))}
      </div>
      <TownRow m={m} hi={hi} />
      {m.drawn.length > 0 && !ctl && (
        <div class="sg-note" data-testid="drawn-public">
          <Bi t={{ zh: '抽到的牌：', en: 'Cards drawn:' }} />{' '}
          {m.drawn.map((c) => (
            <CardName key={c} card={c} />
          ))}
        </div>
      )}
    </div>
  );
}
