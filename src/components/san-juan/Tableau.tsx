/**
 * One San Juan position on screen, drawn from a `TableauModel` (model.ts): the role tiles and the
 * price tile, what the game waits for, the cards turned up or drawn, the reader's own hand, and
 * every seat's buildings (goods face down as card backs), chapel cards and hand size. When a local
 * seat acts, whose turn it is and what to decide come first, then its choices as buttons: each group
 * (role tiles, cards drawn, hand, own buildings) is one Tab stop with the arrow keys inside, and the
 * focus goes to the group of the phase after every move. What the reader picks becomes a move
 * (intents.ts) sent to `onMove`, which plays it through the engine and returns what to tell the
 * reader. Nothing here decides a rule.
 */
import { useId, useRef } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { buildingOf, GOODS, GOOD_NAMES, PRICE_TILES } from '../../../engine/san-juan/cards';
import { ROLE_NAMES } from '../../../engine/san-juan/text';
import type { SanJuanMove } from '../../../engine/san-juan/types';
import { Bi } from '../core/Bi';
import { RoleState } from '../core/RoleState';
import { Feedback, type Notice } from '../core/Feedback';
import { say, useMode } from '../core/reading';
import { TurnPrompt } from '../core/TurnPrompt';
import { useFocusNext, usePositionState, useRoving } from '../core/useRoving';
import { EMPTY, buildOptions, intentToMove, usableBuildings, usableHand, type Intent, type Selection } from './intents';
import { GOOD_LOOK, SeatChip, seatLabel } from './look';
import { decision, pendingText, priceKey, type TableauModel } from './model';
import '../core/board.css';
import type { ViewProps } from '../core/views';
import { CardBack, CardFace } from './CardFace';
import { SeatPanel } from './SeatPanel';

export interface Marks {
  seats?: number[];
  cards?: number[];
  buildings?: number[];
}

export type TableauProps = ViewProps<TableauModel, SanJuanMove, Marks>;


const GOOD: Bilingual = { zh: '貨品（蓋著）', en: 'good (face down)' };

const CONFIRM: Partial<Record<string, Bilingual>> = {
  producer: { zh: '生產所選的', en: 'Produce on the chosen' },
  trader: { zh: '賣出所選的', en: 'Sell the chosen goods' },
  councillor: { zh: '留下所選的牌', en: 'Keep the chosen cards' },
};

/** The group of choices the seat decides in for each phase (where the focus goes). */
const GROUP_OF: Partial<Record<string, 'roles' | 'drawn' | 'hand' | 'buildings'>> = {
  pickRole: 'roles',
  councillor: 'drawn',
  goldMine: 'drawn',
  startHand: 'hand',
  handLimit: 'hand',
  archive: 'hand',
  chapel: 'hand',
  builder: 'hand',
  payment: 'hand',
  producer: 'buildings',
  trader: 'buildings',
};

export function Tableau({ model: m, onMove, highlight, kinds, notice: outer, actions, idleFocus }: TableauProps) {
  const mode = useMode();
  const root = useRef<HTMLDivElement>(null);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [sel, setSel] = usePositionState<Selection>(m, EMPTY);
  const [notice, setNotice] = usePositionState<Notice | null>(m, null);

  const ctl = m.control;
  const legal = ctl?.legal ?? [];
  const hand = usableHand(legal);
  const builds = usableBuildings(legal);
  const canPass = legal.some((x) => x.type === 'pass');
  const opts = ctl && m.phase === 'builder' && sel.card !== null ? buildOptions(legal, sel.card) : null;
  const hi = (list: number[] | undefined, x: number) => (list?.includes(x) ? '' : undefined);
  const group = ctl ? GROUP_OF[m.phase] : undefined;
  useFocusNext(root, m, !!ctl, idleFocus);

  const intent = (i: Intent) => {
    if (!ctl || !onMove) return;
    const r = intentToMove(m.phase, ctl.seat, i, sel, ctl.libraryChoice);
    if ('select' in r) {
      setSel(r.select);
      setNotice(null);
    } else if ('need' in r) setNotice({ kind: 'info', text: r.need });
    else setNotice(onMove(r.move));
  };

  const buildCost = ctl && sel.card !== null ? ctl.prices[priceKey(sel.card, sel.over ?? undefined)] : undefined;
  const focusSeat = m.focus === null ? null : m.seats[m.focus]!;
  const drawnPickable = !!ctl && (m.phase === 'councillor' || m.phase === 'goldMine');
  const pickable = (role: string) => !!ctl && m.phase === 'pickRole' && legal.some((x) => x.type === 'pickRole' && x.role === role);
  const handPickable = (c: number) => !!ctl && !!focusSeat && ctl.seat === focusSeat.seat && hand.has(c);
  const mySeat = ctl ? m.seats[ctl.seat]! : null;
  const myBuildings = mySeat && group === 'buildings' ? mySeat.buildings.filter((b) => builds.has(b.card)) : [];

  const roleIds = m.roles.filter((r) => pickable(r.role)).map((r) => r.role as string);
  const drawnIds = drawnPickable ? m.drawn.map(String) : [];
  const handIds = focusSeat?.hand ? focusSeat.hand.filter(handPickable).map(String) : [];
  const buildingIds = myBuildings.map((b) => String(b.card));
  const roleRov = useRoving<string>({ ids: roleIds, preferred: roleIds, linear: true });
  const drawnRov = useRoving<string>({ ids: drawnIds, preferred: drawnIds, linear: true });
  const handRov = useRoving<string>({ ids: handIds, preferred: handIds, linear: true });
  const buildingRov = useRoving<string>({ ids: buildingIds, preferred: buildingIds, linear: true });
  const groupLabel = (t: Bilingual) => say(t, mode);
  const pay = Math.max(0, (buildCost ?? 0) - sel.goods.length);

  return (
    <div class="sj-surface" data-surface="" data-phase={m.phase} ref={root} tabindex={-1}>
      <p class="sg-row sj-status">
        <strong data-testid="round">
          <Bi t={{ zh: `第 ${m.round} 輪`, en: `Round ${m.round}` }} />
        </strong>
        <span data-testid="phase-name">
          <Bi t={m.label} />
        </span>
        <span>
          <Bi t={{ zh: `牌堆 ${m.deckSize} 張`, en: `Draw pile ${m.deckSize}` }} />
        </span>
        <span>
          <Bi t={{ zh: `棄牌堆 ${m.discardSize} 張`, en: `Discards ${m.discardSize}` }} />
        </span>
      </p>
      <p class="sj-pending" data-testid="pending" role="status">
        {!ctl && (
          <>
            {m.toAct !== undefined && <SeatChip seat={m.toAct} />} <Bi t={pendingText(m)} />
          </>
        )}
      </p>
      {ctl && (
        <div class="sg-controls island-controls sj-controls" data-testid="controls" data-controls="" data-phase={m.phase}>
          <TurnPrompt chip={<SeatChip seat={ctl.seat} />} who={seatLabel(ctl.seat)} what={decision(m)} />
          {m.phase === 'pickRole' && ctl.libraryChoice && (
            <label class="sj-opt">
              <input type="checkbox" checked={sel.library} data-testid="library" onChange={(e) => intent({ kind: 'library', on: (e.target as HTMLInputElement).checked })} />{' '}
              <Bi t={{ zh: '用圖書館讓特權加倍（兩人時每輪一次）', en: 'Use the library to double the privilege (once a round with two players)' }} />
            </label>
          )}
        </div>
      )}

      <div
        class="sj-roles sg-group"
        role="group"
        aria-label={groupLabel({ zh: '角色板', en: 'Role tiles' })}
        data-testid="roles"
        data-next={group === 'roles' ? '' : undefined}
      >
        {m.roles.map((r) => {
          const body = (
            <>
              <strong>
                <Bi t={ROLE_NAMES[r.role]} />
              </strong>
              <span class="sj-role-state">
                <RoleState by={r.by} current={r.current} free={{ zh: '尚未被挑', en: 'free' }} Chip={SeatChip} />
              </span>
            </>
          );
          return pickable(r.role) ? (
            <button type="button" key={r.role} class="sj-role" data-testid={`role-${r.role}`} {...roleRov.item(r.role)} onClick={() => intent({ kind: 'role', role: r.role })}>
              {body}
            </button>
          ) : (
            <div key={r.role} class="sj-role" data-testid={`role-${r.role}`} data-taken={r.by === null ? undefined : ''} data-current={r.current ? '' : undefined}>
              {body}
            </div>
          );
        })}
        <div class="sj-role sj-price" data-testid="price-tile">
          <strong>
            <Bi t={{ zh: '價目板', en: 'Price tile' }} />
          </strong>
          {m.priceTile === null ? (
            <span class="sj-role-state">
              <Bi t={{ zh: `${m.priceStackSize} 張蓋著`, en: `${m.priceStackSize} face down` }} />
            </span>
          ) : (
            <ul class="sj-prices">
              {GOODS.map((g, i) => (
                <li key={g}>
                  <span class="sj-sym" style={{ background: GOOD_LOOK[g].fill, color: GOOD_LOOK[g].ink }} aria-hidden="true">
                    {GOOD_LOOK[g].symbol}
                  </span>{' '}
                  <Bi t={{ zh: `${GOOD_NAMES[g].zh} ${PRICE_TILES[m.priceTile!]![i]} 張`, en: `${GOOD_NAMES[g].en} ${PRICE_TILES[m.priceTile!]![i]}` }} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {m.privileged !== null && m.phase !== 'pickRole' && m.phase !== 'gameOver' && (
        <p class="sg-note" data-testid="privilege">
          <SeatChip seat={m.privileged} />{' '}
          <Bi
            t={{
              zh: `${seatLabel(m.privileged).zh}有這個階段的特權${m.doubled ? '（圖書館加倍）' : ''}。`,
              en: `${seatLabel(m.privileged).en} holds this phase's privilege${m.doubled ? ' (doubled by the library)' : ''}.`,
            }}
          />
        </p>
      )}

      {m.drawn.length > 0 && (
        <div class="sj-drawn" data-testid="drawn">
          <p>
            <Bi t={m.phase === 'goldMine' ? { zh: '金礦坑翻開的牌（公開）：', en: 'Turned up by the gold mine (public):' } : { zh: '議員抽到的牌（只有議員看得到）：', en: 'Drawn by the councillor (only they see these):' }} />
          </p>
          <div class="sj-cards sg-group" role={drawnPickable ? 'group' : undefined} aria-label={drawnPickable ? groupLabel({ zh: '要留下的牌', en: 'Cards to keep' }) : undefined} data-next={group === 'drawn' ? '' : undefined}>
            {m.drawn.map((c) =>
              drawnPickable ? (
                <button
                  type="button"
                  key={c}
                  class="sj-card"
                  aria-pressed={sel.drawn.includes(c)}
                  data-testid={`drawn-${c}`}
                  data-hi={hi(highlight?.cards, c)}
                  {...drawnRov.item(String(c))}
                  onClick={() => intent({ kind: 'drawn', card: c })}
                >
                  <CardFace card={c} full />
                </button>
              ) : (
                <div key={c} class="sj-card" data-testid={`drawn-${c}`} data-hi={hi(highlight?.cards, c)}>
                  <CardFace card={c} full />
                </div>
              ),
            )}
          </div>
        </div>
      )}

      {focusSeat && focusSeat.hand && (
        <div class="sj-hand" data-testid="hand" role="group" aria-labelledby={`${uid}-hand`} data-about={GROUP_OF[m.phase] === 'hand' || focusSeat.hand.some((c) => highlight?.cards?.includes(c)) ? '' : undefined}>
          <p class="sj-title" id={`${uid}-hand`}>
            <SeatChip seat={focusSeat.seat} />{' '}
            <Bi t={{ zh: `${seatLabel(focusSeat.seat).zh}的手牌（${focusSeat.hand.length} 張）`, en: `${seatLabel(focusSeat.seat).en}: hand (${focusSeat.hand.length})` }} />
          </p>
          <div class="sj-cards sg-group" role={handIds.length ? 'group' : undefined} aria-label={handIds.length ? groupLabel({ zh: '可以選的手牌', en: 'Hand cards to choose from' }) : undefined} data-next={group === 'hand' ? '' : undefined}>
            {focusSeat.hand.map((c) =>
              handPickable(c) ? (
                <button
                  type="button"
                  key={c}
                  class="sj-card"
                  aria-pressed={m.phase === 'builder' ? sel.card === c : undefined}
                  data-testid={`hand-${c}`}
                  data-hi={hi(highlight?.cards, c)}
                  {...handRov.item(String(c))}
                  onClick={() => intent({ kind: 'hand', card: c })}
                >
                  <CardFace card={c} full />
                </button>
              ) : (
                <div key={c} class="sj-card" data-testid={`hand-${c}`} data-hi={hi(highlight?.cards, c)} data-idle={ctl ? '' : undefined}>
                  <CardFace card={c} full />
                </div>
              ),
            )}
          </div>
        </div>
      )}

      {ctl && group === 'buildings' && (
        <div class="sj-pick" data-testid="pick-buildings">
          <p class="sj-title">
            <Bi t={m.phase === 'producer' ? { zh: '你可以生產的建築', en: 'Your buildings that can produce' } : { zh: '你可以賣貨的建築', en: 'Your buildings with goods to sell' }} />
          </p>
          <div class="sj-cards sg-group" role="group" aria-label={groupLabel(m.phase === 'producer' ? { zh: '要生產的建築', en: 'Buildings to produce on' } : { zh: '要賣貨的建築', en: 'Buildings to sell from' })} data-next="">
            {myBuildings.map((b) => (
              <button
                type="button"
                key={b.card}
                class="sj-card sj-building"
                aria-pressed={sel.buildings.includes(b.card)}
                data-testid={`building-${b.card}`}
                data-hi={hi(highlight?.buildings, b.card) ?? hi(highlight?.cards, b.card)}
                {...buildingRov.item(String(b.card))}
                onClick={() => intent({ kind: 'building', card: b.card })}
              >
                <CardFace card={b.card} />
                {b.good ? <CardBack label={GOOD} /> : <span class="sj-empty"><Bi t={{ zh: '空', en: 'empty' }} /></span>}
              </button>
            ))}
          </div>
        </div>
      )}

      {opts && opts.over.length > 0 && (
        <fieldset class="sj-opts">
          <legend>
            <Bi t={{ zh: '起重機：蓋在哪一棟上？', en: 'Crane: build over which building?' }} />
          </legend>
          <label>
            <input type="radio" name="sj-over" checked={sel.over === null} onChange={() => intent({ kind: 'over', card: null })} /> <Bi t={{ zh: '不蓋在別棟上', en: 'none' }} />
          </label>
          {opts.over.map((c) => (
            <label key={c}>
              <input type="radio" name="sj-over" checked={sel.over === c} data-testid={`over-${c}`} onChange={() => intent({ kind: 'over', card: c })} /> <Bi t={buildingOf(c).name} />
            </label>
          ))}
        </fieldset>
      )}
      {opts && opts.goods.length > 0 && (
        <fieldset class="sj-opts">
          <legend>
            <Bi t={{ zh: '黑市：用哪些貨品抵付（最多 2 個）？', en: 'Black market: pay with which goods (at most 2)?' }} />
          </legend>
          {opts.goods.map((c) => (
            <label key={c}>
              <input type="checkbox" checked={sel.goods.includes(c)} data-testid={`pay-good-${c}`} onChange={() => intent({ kind: 'good', card: c })} />{' '}
              <Bi t={{ zh: `${buildingOf(c).name.zh}上的貨品`, en: `the good on the ${buildingOf(c).name.en}` }} />
            </label>
          ))}
        </fieldset>
      )}

      {(ctl || actions) && (
        <div class="sg-row island-controls sj-actions" data-controls={ctl ? '' : undefined}>
          {ctl && m.phase === 'builder' && (
            <button type="button" class="sg-btn sg-primary" data-testid="confirm" disabled={sel.card === null} onClick={() => intent({ kind: 'confirm' })}>
              {sel.card === null ? (
                <Bi t={{ zh: '蓋（先選一張牌）', en: 'Build (choose a card first)' }} />
              ) : (
                <Bi
                  t={{
                    zh: `蓋${buildingOf(sel.card).name.zh}，付 ${pay} 張牌`,
                    en: `Build the ${buildingOf(sel.card).name.en}, paying ${pay} card${pay === 1 ? '' : 's'}`,
                  }}
                />
              )}
            </button>
          )}
          {ctl && CONFIRM[m.phase] && (
            <button type="button" class="sg-btn sg-primary" data-testid="confirm" onClick={() => intent({ kind: 'confirm' })}>
              <Bi t={CONFIRM[m.phase]!} />
              {m.phase !== 'councillor' && <Bi t={{ zh: `（${sel.buildings.length}）`, en: ` (${sel.buildings.length})` }} />}
            </button>
          )}
          {ctl && canPass && (
            <button type="button" class="sg-btn" data-testid="move-pass" onClick={() => intent({ kind: 'pass' })}>
              <Bi t={{ zh: '放棄', en: 'Pass' }} />
            </button>
          )}
          {actions}
        </div>
      )}
      <Feedback notice={notice} chapter="san-juan" />
      {outer && <Feedback notice={outer} chapter="san-juan" />}

      <section class="sj-seats" data-testid="seat-panel">
        {m.seats.map((s) => (
          <SeatPanel
            key={s.seat}
            s={s}
            governor={m.governor === s.seat}
            acting={m.toAct === s.seat}
            viewer={m.focus === s.seat}
            marked={!!highlight?.seats?.includes(s.seat)}
            litHand={(s.hand ?? []).filter((c) => highlight?.cards?.includes(c))}
            litBuildings={s.buildings.filter((b) => highlight?.buildings?.includes(b.card) || highlight?.cards?.includes(b.card)).map((b) => b.card)}
            offered={ctl?.seat === s.seat ? buildingIds.map(Number) : []}
            kind={kinds?.[s.seat]}
            mode={mode}
          />
        ))}
      </section>
    </div>
  );
}
