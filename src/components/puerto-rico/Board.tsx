/**
 * One Puerto Rico position on screen, drawn from a `BoardModel` (model.ts): the round, the phase
 * and what the game waits for; the supply board (SupplyBoard.tsx) and every seat's player board
 * (PlayerBoard.tsx). What the position is about comes first (layout.ts): the seats a worked
 * example's step names before the supply board (beside it on a wide board), and of the supply board
 * the parts the step lights, then the part in play. In the presenter view the seats the step is not
 * about are one line each and the supply board shows only its parts in play.
 *
 * When a local seat acts, its turn prompt and its choices come first: the supply board and the
 * seat's own board are one Tab stop each with the arrow keys inside, and the focus goes to the board
 * of the phase after every move. The mayor's arrangement and the storage choice are drafts
 * (intents.ts) until confirmed. What the reader picks becomes a move sent to `onMove`, which plays
 * it through the engine and returns what to tell the reader (a refusal with the rule). Nothing here
 * decides a rule.
 */
import { useRef } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { seatLetter } from '../../../engine/core/seats';
import { BUILDING } from '../../../engine/puerto-rico/buildings';
import type { PuertoRicoHighlight } from '../../../engine/puerto-rico/examples';
import { GOOD_NAMES } from '../../../engine/puerto-rico/text';
import { GOODS, type Good, type PuertoRicoMove } from '../../../engine/puerto-rico/types';
import { Bi } from '../core/Bi';
import '../core/board.css';
import { Feedback, type Notice } from '../core/Feedback';
import { say, useMode } from '../core/reading';
import { TurnPrompt } from '../core/TurnPrompt';
import { useFocusNext, usePositionState, useRoving } from '../core/useRoving';
import type { ViewProps } from '../core/views';
import {
  EMPTY,
  canDecline,
  canHacienda,
  canPass,
  colonistsOf,
  draftOf,
  goodsFor,
  intentToMove,
  leftOf,
  settleable,
  shipsFor,
  storeOptions,
  type Intent,
  type MayorDraft,
  type Selection,
} from './intents';
import { relevantParts, seatOrder, supplyOrder } from './layout';
import { SeatChip, seatLabel } from './look';
import { decision, pendingText, type BoardModel } from './model';
import { BarrelPicto, ColonistPicto, PictoSymbols } from './pictos';
import { PlayerBoard } from './PlayerBoard';
import { SupplyBoard } from './SupplyBoard';

/** What a step of a worked example lights up (buildings on the named seats' boards, else in the supply). */
export type Marks = PuertoRicoHighlight;

export type BoardProps = ViewProps<BoardModel, PuertoRicoMove, Marks>;

/** Which board the focus goes to in each phase. */
const GROUP_OF: Partial<Record<string, 'supply' | 'own'>> = {
  pickRole: 'supply',
  settler: 'supply',
  builder: 'supply',
  mayor: 'own',
  craftsman: 'own',
  trader: 'own',
  captain: 'own',
  storage: 'own',
};

const NO_GOODS: Set<Good> = new Set();

export function Board({ model: m, onMove, highlight, kinds, notice: outer, actions, idleFocus }: BoardProps) {
  const mode = useMode();
  const root = useRef<HTMLDivElement>(null);
  const [sel, setSel] = usePositionState<Selection>(m, EMPTY);
  const [notice, setNotice] = usePositionState<Notice | null>(m, null);
  const ctl = m.control;
  const legal = ctl?.legal ?? [];
  const me = ctl ? m.seats[ctl.seat]! : null;
  const group = ctl ? GROUP_OF[m.phase] : undefined;
  useFocusNext(root, m, !!ctl, idleFocus);

  const intent = (i: Intent) => {
    if (!ctl || !onMove) return;
    const r = intentToMove(m.phase, ctl.seat, i, sel, me ?? undefined);
    if ('select' in r) {
      setSel(r.select);
      setNotice(null);
      if (i.kind === 'good' && m.phase === 'captain' && r.select.good)
        // the ships for that kind are the next thing to choose
        requestAnimationFrame(() => (root.current?.querySelector('[data-ship-legal]') as HTMLElement | null)?.focus());
    } else if ('need' in r) setNotice({ kind: 'info', text: r.need });
    else setNotice(onMove(r.move));
  };

  // ---- what can be chosen now ----
  const phase = m.phase;
  const rolesOpen = new Set(ctl && phase === 'pickRole' ? m.roles.filter((r) => r.by === null).map((r) => r.role) : []);
  const rolesLegal = new Set(legal.flatMap((x) => (x.type === 'pickRole' ? [x.role] : [])));
  const settleLegal = settleable(legal);
  const tilesOpen = !!ctl && phase === 'settler';
  const buildOpen = !!ctl && phase === 'builder';
  const shipChoice = ctl && phase === 'captain' && sel.good ? shipsFor(legal, sel.good) : null;
  const ownGoodsAction = ctl && (phase === 'trader' || phase === 'craftsman' || phase === 'captain') ? phase : null;
  const goodsLegal = !ctl ? NO_GOODS : phase === 'trader' ? goodsFor(legal, 'sell') : phase === 'craftsman' ? goodsFor(legal, 'bonus') : goodsFor(legal, 'load');
  const store = ctl && phase === 'storage' ? storeOptions(legal) : null;

  const supplyIds: string[] = [];
  const supplyPref: string[] = [];
  const add = (id: string, pref: boolean) => {
    supplyIds.push(id);
    if (pref) supplyPref.push(id);
  };
  for (const r of m.roles) if (rolesOpen.has(r.role)) add(`role:${r.role}`, rolesLegal.has(r.role));
  if (shipChoice) {
    m.ships.forEach((_, i) => add(`ship:${i}`, shipChoice.includes(i)));
    if (shipChoice.includes('wharf')) add('wharf', true);
  }
  if (tilesOpen) {
    m.row.forEach((_, i) => add(`tile:${i}`, settleLegal.has(i)));
    if (m.quarries > 0) add('quarry', settleLegal.has('quarry'));
  }
  if (buildOpen) for (const col of m.supply) for (const b of col) if (b.left > 0) add(`build:${b.info.id}`, b.legal);
  const supplyRov = useRoving<string>({ ids: supplyIds, preferred: supplyPref });

  const draft: MayorDraft | null = ctl && phase === 'mayor' && me ? (sel.draft ?? draftOf(me)) : null;
  const ownIds: string[] = [];
  const ownPref: string[] = [];
  if (draft && me) {
    me.island.forEach((_, i) => ownIds.push(`isl:${i}:0`));
    me.city.forEach((b, i) => {
      for (let k = 0; k < BUILDING[b.id].circles; k++) ownIds.push(`city:${i}:${k}`);
    });
    ownPref.push(...ownIds);
  }
  if (ownGoodsAction && me)
    for (const g of GOODS)
      if (me.goods[g] > 0) {
        ownIds.push(`good:${g}`);
        if (goodsLegal.has(g)) ownPref.push(`good:${g}`);
      }
  if (store && me)
    for (const g of GOODS)
      if (me.goods[g] > 0) {
        ownIds.push(`keep1:${g}`);
        ownPref.push(`keep1:${g}`);
        if (store.warehouse.includes(g)) {
          ownIds.push(`keepall:${g}`);
          ownPref.push(`keepall:${g}`);
        }
      }
  const ownRov = useRoving<string>({ ids: ownIds, preferred: ownPref });
  const label = (t: Bilingual) => say(t, mode);

  const left = draft && me ? leftOf(me, draft, sel.decline) : 0;

  // the mayor's and the storage's choices are made on the seat's own board: their count, their
  // buttons and the engine's answer sit at its foot, the next Tab stop after the board's circles
  const panelled = !!(draft || store);
  const panel = panelled && me ? (
    <div class="pr-panel" data-testid={draft ? 'mayor-panel' : 'store-panel'}>
      {draft && (
        <div class="pr-draft" data-testid="mayor-draft">
          <p class="pr-draft-count" aria-live="polite">
            <ColonistPicto size={20} />{' '}
            <Bi
              t={{
                zh: `移民共 ${colonistsOf(me) - (sel.decline ? 1 : 0)} 個：已放 ${colonistsOf(me) - (sel.decline ? 1 : 0) - left} 個，中轉區還有 ${left} 個等著`,
                en: `${colonistsOf(me) - (sel.decline ? 1 : 0)} colonists: ${colonistsOf(me) - (sel.decline ? 1 : 0) - left} placed, ${left} still waiting in San Juan`,
              }}
            />
            <span class="sr-only" data-testid="mayor-left" data-count={left} />
          </p>
          <p class="sg-note pr-keys">
            <Bi t={{ zh: '鍵盤：方向鍵在圓圈間移動，Enter 或空白鍵放上或收回移民。', en: 'Keyboard: arrow keys move between circles, Enter or Space puts a colonist on or takes it back.' }} />
          </p>
          {canDecline(legal) && (
            <label class="sg-check">
              <input type="checkbox" checked={sel.decline} data-testid="decline-privilege" onChange={(e) => intent({ kind: 'decline', on: (e.target as HTMLInputElement).checked })} />
              <Bi t={{ zh: '不要特權的那個移民（還回供應區）', en: 'Decline the privilege colonist (it goes back to the supply)' }} />
            </label>
          )}
        </div>
      )}
      {store && (
        <p class="pr-keep" data-testid="store-summary">
          <Bi t={keepText(sel)} />
        </p>
      )}
      <div class="sg-row island-controls">
        {draft && (
          <>
            <button type="button" class="sg-btn sg-primary" data-testid="confirm" onClick={() => intent({ kind: 'confirm' })}>
              <Bi t={{ zh: '確定這樣安排', en: 'Confirm this arrangement' }} />
            </button>
            <button type="button" class="sg-btn" data-testid="mayor-clear" onClick={() => intent({ kind: 'clear' })}>
              <Bi t={{ zh: '全部收回中轉區', en: 'All back to San Juan' }} />
            </button>
            <button type="button" class="sg-btn" data-testid="mayor-reset" onClick={() => intent({ kind: 'reset' })}>
              <Bi t={{ zh: '恢復原樣', en: 'As it was' }} />
            </button>
          </>
        )}
        {store && (
          <button type="button" class="sg-btn sg-primary" data-testid="confirm" onClick={() => intent({ kind: 'confirm' })}>
            <Bi t={{ zh: '確定留下這些', en: 'Keep these' }} />
          </button>
        )}
      </div>
      <Feedback notice={notice} chapter="puerto-rico" />
    </div>
  ) : null;

  // what comes first: the seat deciding on its own board here, the seats the step names, and of the
  // supply board the parts the step lights, then the part in play
  const ownFirst = group === 'own' && !!me;
  const seatsShown = seatOrder(m.players, highlight, ownFirst ? ctl!.seat : null, m.toAct);
  const rel = relevantParts(phase, highlight);
  // drawn in seat order and placed by `order` (a step moves boards on the screen, not in the page)
  const place = (seat: number) => {
    const k = seatsShown.first.indexOf(seat);
    return k >= 0 ? k : 10 + seat;
  };
  const board = (seat: number) => {
    const s = m.seats[seat]!;
    const mine = ctl?.seat === seat;
    return (
      <PlayerBoard
        key={seat}
        s={s}
        place={place(seat)}
        kind={kinds?.[seat]}
        hi={highlight}
        acting={m.toAct === seat}
        governor={m.governor === seat}
        viewer={m.focus === seat}
        brief={!seatsShown.full.has(seat)}
        mode={mode}
        group={mine && group === 'own'}
        draft={mine ? draft : null}
        goodsAction={mine ? ownGoodsAction : null}
        goodsLegal={goodsLegal}
        store={mine ? store : null}
        sel={sel}
        item={ownRov.item}
        intent={intent}
        label={label}
      >
        {mine ? panel : null}
      </PlayerBoard>
    );
  };

  return (
    <div class="pr-surface" data-surface="" ref={root} tabindex={-1} data-phase={phase} data-supply={rel.has('buildings') ? '' : undefined} data-marked={highlight?.seats?.length ? '' : undefined}>
      <PictoSymbols>
        {/* keyed: a turn prompt coming or going must not make the boards below be drawn anew */}
        <p key="status" class="sg-row pr-status">
          <strong data-testid="round">
            <Bi t={{ zh: `第 ${m.round} 回合`, en: `Round ${m.round}` }} />
          </strong>
          <span data-testid="phase-name">
            <Bi t={m.label} />
          </span>
          <span class="pr-gov-line">
            <SeatChip seat={m.governor} /> <Bi t={{ zh: `總督：玩家 ${seatLetter(m.governor)}`, en: `Governor: player ${seatLetter(m.governor)}` }} />
          </span>
          {m.end && (
            <strong class="pr-end" data-testid="end-trigger">
              ⚑ <Bi t={END_TEXT[m.end]} />
            </strong>
          )}
        </p>
        {ctl ? (
          <div key="controls" class="sg-controls island-controls pr-controls" data-testid="controls" data-controls="" data-phase={phase}>
            <TurnPrompt chip={<SeatChip seat={ctl.seat} />} who={seatLabel(ctl.seat)} what={decision(m)} />
            {shipChoice && sel.good && (
              <p class="sg-info" data-testid="load-chosen">
                <BarrelPicto kind={sel.good} size={20} /> <Bi t={{ zh: `要裝的貨：${GOOD_NAMES[sel.good].zh}。現在選一艘船（打勾的可以裝）。`, en: `Loading ${GOOD_NAMES[sel.good].en}: now choose a ship (the ticked ones can take it).` }} />
              </p>
            )}
          </div>
        ) : (
          // nobody decides at this screen: what the game waits for, and from whom
          <p key="pending" class="pr-pending" data-testid="pending" role="status">
            {m.toAct !== undefined && <SeatChip seat={m.toAct} />} <Bi t={pendingText(m)} />
          </p>
        )}

        {(ctl || actions) && (
          <div key="actions" class="sg-row island-controls pr-actions" data-controls={ctl ? '' : undefined}>
            {ctl && phase === 'settler' && canHacienda(legal) && (
              <button type="button" class="sg-btn" data-testid="hacienda" onClick={() => intent({ kind: 'hacienda' })}>
                <Bi t={{ zh: '大莊園：抽一片蓋著的種植園', en: 'Hacienda: draw a face-down plantation' }} />
              </button>
            )}
            {shipChoice && (
              <button type="button" class="sg-btn" data-testid="load-cancel" onClick={() => intent({ kind: 'good', good: sel.good! })}>
                <Bi t={{ zh: '換一種貨', en: 'Another kind' }} />
              </button>
            )}
            {ctl && canPass(legal) && (
              <button type="button" class="sg-btn" data-testid="move-pass" onClick={() => intent({ kind: 'pass' })}>
                <Bi t={{ zh: '放棄', en: 'Pass' }} />
              </button>
            )}
            {actions}
          </div>
        )}
        {!panelled && <Feedback key="notice" notice={notice} chapter="puerto-rico" />}
        {outer && <Feedback key="outer" notice={outer} chapter="puerto-rico" />}

        <div key="layout" class="pr-layout">
          {m.seats.map((x) => board(x.seat))}
          <SupplyBoard
            key="supply"
            place={9}
            m={m}
            highlight={highlight}
            order={supplyOrder(phase, highlight)}
            rel={rel}
            mode={mode}
            roles={{ open: rolesOpen, legal: rolesLegal }}
            ships={{ choice: shipChoice }}
            tiles={{ open: tilesOpen, legal: settleLegal }}
            build={buildOpen}
            next={group === 'supply'}
            item={supplyRov.item}
            intent={intent}
            label={label}
          />
        </div>
      </PictoSymbols>
    </div>
  );
}

const END_TEXT: Record<NonNullable<BoardModel['end']>, Bilingual> = {
  colonists: { zh: '移民不夠補滿移民船：這一回合結束時遊戲結束', en: 'The colonists ran short: the game ends at the end of this round' },
  city: { zh: '有人蓋滿了 12 格城區：這一回合結束時遊戲結束', en: 'A city is full: the game ends at the end of this round' },
  vp: { zh: '分數標記用完了：這一回合結束時遊戲結束', en: 'The VP chips ran out: the game ends at the end of this round' },
};

function keepText(sel: Selection): Bilingual {
  const one = sel.store.single;
  const all = sel.store.warehouse;
  const zh = [one ? `留 1 個${GOOD_NAMES[one].zh}` : '不留單獨的 1 個', all.length ? `倉庫留下全部的${all.map((g) => GOOD_NAMES[g].zh).join('、')}` : ''].filter(Boolean).join('；');
  const en = [one ? `keep 1 barrel of ${GOOD_NAMES[one].en}` : 'no single barrel kept', all.length ? `the warehouse keeps all ${all.map((g) => GOOD_NAMES[g].en).join(', ')}` : ''].filter(Boolean).join('; ');
  return { zh: `你選的：${zh}。`, en: `Your choice: ${en}.` };
}
