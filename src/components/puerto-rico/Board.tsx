/**
 * One Puerto Rico position on screen, drawn from a `BoardModel` (model.ts): what the game waits for,
 * the supply board (role cards with their doubloons, cargo ships, trading house, colonists, VP chips,
 * goods, plantations and quarries, the building supply in its four columns) and every seat's player
 * board (12 island spaces, 12 city spaces, goods, doubloons, colonists waiting in San Juan, VP chips).
 * When a local seat acts, whose turn it is and what to decide come first, then its choices: the
 * supply board and the seat's own board are one Tab stop each with the arrow keys inside, and the
 * focus goes to the board of the phase after every move. The mayor's arrangement and the storage
 * choice are drafts (intents.ts) until confirmed. What the reader picks becomes a move sent to
 * `onMove`, which plays it through the engine and returns what to tell the reader (a refusal with
 * the rule). Nothing here decides a rule.
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { seatLetter } from '../../../engine/core/seats';
import { BUILDING, CITY_SPACES, ISLAND_SPACES } from '../../../engine/puerto-rico/buildings';
import type { PuertoRicoHighlight } from '../../../engine/puerto-rico/examples';
import { GOODS, type Good, type PuertoRicoMove, type ShipTarget } from '../../../engine/puerto-rico/types';
import { Bi } from '../core/Bi';
import { Feedback, type Notice } from '../core/Feedback';
import { say, useMode } from '../core/reading';
import { TurnPrompt } from '../core/TurnPrompt';
import { useFocusNext, usePositionState, useRoving, type RovingItem } from '../core/useRoving';
import {
  EMPTY,
  canDecline,
  canHacienda,
  canPass,
  colonistsOf,
  draftOf,
  filled,
  goodsFor,
  intentToMove,
  leftOf,
  settleable,
  shipsFor,
  storeOptions,
  type CircleRef,
  type Intent,
  type MayorDraft,
  type Selection,
} from './intents';
import { buildingKind, KIND_LOOK, SeatChip, seatLabel, seats } from './look';
import { decision, pendingText, type BoardModel, type SeatModel, type SupplyBuilding } from './model';
import { BarrelPicto, CoinPicto, ColonistPicto, TilePicto } from './pictos';
import { GOOD_NAMES, ROLE_NAMES, TILE_NAMES } from '../../../engine/puerto-rico/text';
import '../core/board.css';
import type { ViewProps } from '../core/views';
import { SeatHead } from '../core/SeatHead';

/** What a step of a worked example lights up (buildings on the named seats' boards, else in the supply). */
export type Marks = PuertoRicoHighlight;

export type BoardProps = ViewProps<BoardModel, PuertoRicoMove, Marks>;


const goodName = (g: Good): Bilingual => GOOD_NAMES[g];

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

const hiOf = <T,>(list: readonly T[] | undefined, x: T) => (list?.includes(x) ? '' : undefined);
const hiIf = (on: boolean | undefined) => (on ? '' : undefined);
/** A mark on a seat's board: the step names that seat (or no seat at all). */
const onBoard = (hi: Marks | undefined, seat: number) => !hi?.seats?.length || hi.seats.includes(seat);

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
  const rolesOpen = ctl && phase === 'pickRole' ? m.roles.filter((r) => r.by === null) : [];
  const rolesLegal = new Set(legal.flatMap((x) => (x.type === 'pickRole' ? [x.role] : [])));
  const settleLegal = settleable(legal);
  const tilesOpen = !!ctl && phase === 'settler';
  const buildOpen = !!ctl && phase === 'builder';
  const loadGoods = goodsFor(legal, 'load');
  const shipChoice = ctl && phase === 'captain' && sel.good ? shipsFor(legal, sel.good) : null;
  const ownGoodsAction = ctl && (phase === 'trader' || phase === 'craftsman' || phase === 'captain') ? phase : null;
  const goodsLegal = phase === 'trader' ? goodsFor(legal, 'sell') : phase === 'craftsman' ? goodsFor(legal, 'bonus') : loadGoods;
  const store = ctl && phase === 'storage' ? storeOptions(legal) : null;
  const wharf = shipChoice?.includes('wharf') ?? false;

  const supplyIds: string[] = [];
  const supplyPref: string[] = [];
  const add = (id: string, pref: boolean) => {
    supplyIds.push(id);
    if (pref) supplyPref.push(id);
  };
  for (const r of rolesOpen) add(`role:${r.role}`, rolesLegal.has(r.role));
  if (shipChoice) {
    m.ships.forEach((_, i) => add(`ship:${i}`, shipChoice.includes(i)));
    if (wharf) add('wharf', true);
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
  // the parts of the supply board a step is about (by its phase and its marks): a printed step shows these alone
  const supplyMarked = !highlight?.seats?.length;
  const rel = {
    roles: hiIf(!!highlight?.roles?.length),
    ships: hiIf(phase === 'captain' || phase === 'storage' || !!highlight?.ships?.length),
    house: hiIf(phase === 'trader' || highlight?.house),
    colonists: hiIf(phase === 'mayor' || highlight?.colonistShip),
    goods: hiIf(phase === 'craftsman' || (supplyMarked && !!highlight?.goods?.length)),
    row: hiIf(phase === 'settler' || highlight?.row || highlight?.quarries),
    buildings: hiIf(phase === 'builder' || (supplyMarked && !!highlight?.buildings?.length)),
  };

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

  // when the choice is on the seat's own board, that board comes first (then the supply board it may lead to)
  const ownFirst = group === 'own' && !!me;
  const board = (x: SeatModel) => (
    <PlayerBoard
      key={x.seat}
      s={x}
      m={m}
      kind={kinds?.[x.seat]}
      hi={highlight}
      own={ctl?.seat === x.seat}
      group={ctl?.seat === x.seat && group === 'own'}
      draft={ctl?.seat === x.seat ? draft : null}
      goodsAction={ctl?.seat === x.seat ? ownGoodsAction : null}
      goodsLegal={goodsLegal}
      selGood={sel.good}
      store={ctl?.seat === x.seat ? store : null}
      sel={sel}
      item={ownRov.item}
      intent={intent}
      label={label}
    >
      {ctl?.seat === x.seat ? panel : null}
    </PlayerBoard>
  );

  return (
    <div class="pr-surface" data-surface="" ref={root} tabindex={-1} data-phase={phase} data-supply={rel.buildings} data-marked={highlight?.seats?.length ? '' : undefined}>
      <p class="sg-row pr-status">
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
      <p class="pr-pending" data-testid="pending" role="status" data-quiet={ctl ? '' : undefined}>
        {m.toAct !== undefined && <SeatChip seat={m.toAct} />} <Bi t={pendingText(m)} />
      </p>

      {ctl && (
        <div class="sg-controls island-controls pr-controls" data-testid="controls" data-controls="" data-phase={phase}>
          <TurnPrompt chip={<SeatChip seat={ctl.seat} />} who={seatLabel(ctl.seat)} what={decision(m)} />
          {shipChoice && sel.good && (
            <p class="sg-info" data-testid="load-chosen">
              <BarrelPicto kind={sel.good} size={20} /> <Bi t={{ zh: `要裝的貨：${goodName(sel.good).zh}。現在選一艘船（打勾的可以裝）。`, en: `Loading ${goodName(sel.good).en}: now choose a ship (the ticked ones can take it).` }} />
            </p>
          )}
        </div>
      )}

      {(ctl || actions) && (
        <div class="sg-row island-controls pr-actions" data-controls={ctl ? '' : undefined}>
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
      {!panelled && <Feedback notice={notice} chapter="puerto-rico" />}
      {outer && <Feedback notice={outer} chapter="puerto-rico" />}

      {ownFirst && me && (
        <section class="pr-seats pr-own" data-testid="own-board">
          {board(me)}
        </section>
      )}
      <div
        class="pr-supply sg-group"
        data-testid="supply-board"
        role={supplyIds.length ? 'group' : undefined}
        aria-label={supplyIds.length ? label({ zh: '存放圖板', en: 'Supply board' }) : undefined}
        data-next={group === 'supply' ? '' : undefined}
      >
        <p class="pr-title">
          <strong>
            <Bi t={{ zh: '存放圖板', en: 'Supply board' }} />
          </strong>
        </p>
        <div class="pr-roles" data-testid="roles" data-part="" data-rel={rel.roles}>
          {m.roles.map((r) => {
            const body = (
              <>
                <strong class="pr-role-name">
                  <Bi t={ROLE_NAMES[r.role]} />
                </strong>
                <span class="pr-money" data-testid={`role-money-${r.role}`} data-count={r.money}>
                  {r.money > 0 ? (
                    <>
                      <CoinPicto size={16} /> <Bi t={{ zh: `${r.money} 元在卡上`, en: `${r.money} on it` }} />
                    </>
                  ) : (
                    <Bi t={{ zh: '卡上沒有錢', en: 'no doubloons' }} />
                  )}
                </span>
                <span class="pr-role-state">
                  {r.by === null ? (
                    <Bi t={{ zh: '可以挑', en: 'on the table' }} />
                  ) : (
                    <>
                      <SeatChip seat={r.by} /> <Bi t={{ zh: `玩家 ${seatLetter(r.by)} 挑走`, en: `taken by player ${seatLetter(r.by)}` }} />
                    </>
                  )}
                  {r.current && (
                    <strong>
                      {' ▶ '}
                      <Bi t={{ zh: '進行中', en: 'now' }} />
                    </strong>
                  )}
                </span>
              </>
            );
            const open = rolesOpen.some((x) => x.role === r.role);
            return open ? (
              <button
                type="button"
                key={r.role}
                class="pr-role"
                data-testid={`role-${r.role}`}
                data-legal={rolesLegal.has(r.role) ? '' : undefined}
                data-hi={hiOf(highlight?.roles, r.role)}
                {...supplyRov.item(`role:${r.role}`)}
                onClick={() => intent({ kind: 'role', role: r.role })}
              >
                {body}
              </button>
            ) : (
              <div key={r.role} class="pr-role" data-testid={`role-${r.role}`} data-taken={r.by === null ? undefined : ''} data-current={r.current ? '' : undefined} data-hi={hiOf(highlight?.roles, r.role)}>
                {body}
              </div>
            );
          })}
        </div>

        <div class="pr-middle">
          <div class="pr-ships" data-testid="ships" data-part="" data-rel={rel.ships}>
            {m.ships.map((s, i) => {
              const body = (
                <>
                  <span class="pr-ship-head">
                    <strong>
                      <Bi t={{ zh: `貨船 ${s.capacity} 格`, en: `Cargo ship of ${s.capacity}` }} />
                    </strong>{' '}
                    {s.good ? (
                      <Bi t={{ zh: `${goodName(s.good).zh} ${s.load}/${s.capacity}`, en: `${goodName(s.good).en} ${s.load}/${s.capacity}` }} />
                    ) : (
                      <Bi t={{ zh: '空船', en: 'empty' }} />
                    )}
                    {shipChoice?.includes(i) && <strong class="pr-ok"> ✓</strong>}
                  </span>
                  <span class="pr-holds" aria-hidden="true">
                    {Array.from({ length: s.capacity }, (_, k) => (
                      <span key={k} class="pr-hold" data-full={k < s.load ? '' : undefined}>
                        {k < s.load && s.good && <BarrelPicto kind={s.good} size={18} />}
                      </span>
                    ))}
                  </span>
                </>
              );
              return shipChoice ? (
                <button
                  type="button"
                  key={i}
                  class="pr-ship"
                  data-testid={`ship-${i}`}
                  data-load={s.load}
                  data-ship-legal={shipChoice.includes(i) ? '' : undefined}
                  data-hi={hiOf(highlight?.ships, i)}
                  {...supplyRov.item(`ship:${i}`)}
                  onClick={() => intent({ kind: 'ship', ship: i })}
                >
                  {body}
                </button>
              ) : (
                <div key={i} class="pr-ship" data-testid={`ship-${i}`} data-load={s.load} data-hi={hiOf(highlight?.ships, i)}>
                  {body}
                </div>
              );
            })}
            {wharf && (
              <button type="button" class="pr-ship" data-testid="ship-wharf" data-ship-legal="" {...supplyRov.item('wharf')} onClick={() => intent({ kind: 'ship', ship: 'wharf' as ShipTarget })}>
                <span class="pr-ship-head">
                  <strong>
                    <Bi t={{ zh: '自己的碼頭（這種貨物全部運走）', en: 'Your wharf (all barrels of the kind)' }} />
                  </strong>
                  <strong class="pr-ok"> ✓</strong>
                </span>
              </button>
            )}
          </div>

          <div class="pr-house" data-testid="trading-house" data-count={m.house.length} data-hi={hiIf(highlight?.house)} data-part="" data-rel={rel.house}>
            <strong>
              <Bi t={{ zh: `商會 ${m.house.length}/4`, en: `Trading house ${m.house.length}/4` }} />
            </strong>
            <span class="pr-holds">
              {Array.from({ length: 4 }, (_, k) => {
                const g = m.house[k];
                return (
                  <span key={k} class="pr-hold pr-house-space" data-full={g ? '' : undefined}>
                    {g ? (
                      <>
                        <BarrelPicto kind={g} size={18} />
                        <span class="pr-mini">
                          <Bi t={goodName(g)} />
                        </span>
                      </>
                    ) : (
                      <span class="sr-only">
                        <Bi t={{ zh: '空', en: 'empty' }} />
                      </span>
                    )}
                  </span>
                );
              })}
            </span>
          </div>

          <ul class="pr-counts" data-part="" data-rel={rel.colonists}>
            <li data-testid="colonist-ship" data-count={m.colonistShip} data-hi={hiIf(highlight?.colonistShip)}>
              <ColonistPicto size={18} /> <Bi t={{ zh: `移民船上 ${m.colonistShip} 個`, en: `Colonist ship: ${m.colonistShip}` }} />
            </li>
            <li data-testid="colonist-supply" data-count={m.colonists}>
              <ColonistPicto size={18} empty /> <Bi t={{ zh: `移民供應區 ${m.colonists} 個`, en: `Colonists in supply: ${m.colonists}` }} />
            </li>
            <li data-testid="vp-supply" data-count={m.vpSupply}>
              <span class="pr-vp-chip" aria-hidden="true">
                VP
              </span>{' '}
              <Bi t={{ zh: `分數標記還剩 ${m.vpSupply} 分`, en: `VP chips left: ${m.vpSupply}` }} />
            </li>
          </ul>

          <div class="pr-goods-supply" data-testid="goods-supply" data-part="" data-rel={rel.goods}>
            <strong>
              <Bi t={{ zh: '貨物供應區', en: 'Goods supply' }} />
            </strong>
            <ul class="pr-barrels">
              {GOODS.map((g) => (
                <li key={g} data-testid={`supply-${g}`} data-count={m.goods[g]} data-hi={highlight?.seats?.length ? undefined : hiOf(highlight?.goods, g)}>
                  <BarrelPicto kind={g} size={20} /> <Bi t={{ zh: `${goodName(g).zh} ${m.goods[g]}`, en: `${goodName(g).en} ${m.goods[g]}` }} />
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div class="pr-plantations" data-testid="plantations" data-hi={hiIf(highlight?.row)} data-part="" data-rel={rel.row}>
          <strong>
            <Bi t={{ zh: '翻開的種植園', en: 'Face-up plantations' }} />
          </strong>
          <div class="pr-row">
            {m.row.map((g, i) => {
              const body = (
                <>
                  <TilePicto kind={g} size={28} />
                  <span>
                    <Bi t={goodName(g)} />
                  </span>
                  {tilesOpen && settleLegal.has(i) && <strong class="pr-ok">✓</strong>}
                </>
              );
              return tilesOpen ? (
                <button type="button" key={i} class="pr-tile" data-testid={`tile-${i}`} data-kind={g} data-legal={settleLegal.has(i) ? '' : undefined} {...supplyRov.item(`tile:${i}`)} onClick={() => intent({ kind: 'tile', tile: i })}>
                  {body}
                </button>
              ) : (
                <span key={i} class="pr-tile" data-testid={`tile-${i}`} data-kind={g}>
                  {body}
                </span>
              );
            })}
            {m.row.length === 0 && (
              <span class="sg-note">
                <Bi t={{ zh: '（沒有）', en: '(none)' }} />
              </span>
            )}
            {tilesOpen && m.quarries > 0 ? (
              <button type="button" class="pr-tile pr-quarry" data-testid="quarry" data-legal={settleLegal.has('quarry') ? '' : undefined} {...supplyRov.item('quarry')} onClick={() => intent({ kind: 'tile', tile: 'quarry' })}>
                <TilePicto kind="quarry" size={28} />
                <span>
                  <Bi t={{ zh: `採石場（剩 ${m.quarries}）`, en: `Quarry (${m.quarries} left)` }} />
                </span>
                {settleLegal.has('quarry') && <strong class="pr-ok">✓</strong>}
              </button>
            ) : (
              <span class="pr-tile pr-quarry" data-testid="quarry" data-count={m.quarries} data-hi={hiIf(highlight?.quarries)}>
                <TilePicto kind="quarry" size={28} />
                <span>
                  <Bi t={{ zh: `採石場（剩 ${m.quarries}）`, en: `Quarry (${m.quarries} left)` }} />
                </span>
              </span>
            )}
            <span class="pr-stack" data-testid="stack" data-count={m.stackSize}>
              <span class="pr-back" aria-hidden="true" />
              <Bi t={{ zh: `蓋著的種植園 ${m.stackSize} 片`, en: `Face-down stack: ${m.stackSize}` }} />
            </span>
          </div>
        </div>

        <p class="sg-note pr-supply-hidden">
          <Bi t={{ zh: '（投影時只顯示存放圖板上這一步用到的部分。）', en: '(Presenting: only the parts of the supply board this step is about.)' }} />
        </p>
        <div class="pr-buildings" data-testid="building-supply" data-part="" data-rel={rel.buildings}>
          {m.supply.map((col, c) => (
            <div key={c} class="pr-col">
              <p class="pr-col-head">
                <Bi t={{ zh: `第 ${c + 1} 欄（最多折 ${c + 1}）`, en: `Column ${c + 1} (up to ${c + 1} off)` }} />
              </p>
              <ul>
                {col.map((b) => (
                  <li key={b.info.id} data-hi={highlight?.seats?.length ? undefined : hiOf(highlight?.buildings, b.info.id)}>
                    <SupplyCard b={b} open={buildOpen && b.left > 0} item={buildOpen && b.left > 0 ? supplyRov.item(`build:${b.info.id}`) : undefined} onPick={() => intent({ kind: 'building', id: b.info.id })} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>

      <section class="pr-seats" data-testid="seat-panel">
        {m.seats.filter((x) => !ownFirst || x.seat !== ctl!.seat).map(board)}
      </section>
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
  const zh = [one ? `留 1 個${goodName(one).zh}` : '不留單獨的 1 個', all.length ? `倉庫留下全部的${all.map((g) => goodName(g).zh).join('、')}` : ''].filter(Boolean).join('；');
  const en = [one ? `keep 1 barrel of ${goodName(one).en}` : 'no single barrel kept', all.length ? `the warehouse keeps all ${all.map((g) => goodName(g).en).join(', ')}` : ''].filter(Boolean).join('; ');
  return { zh: `你選的：${zh}。`, en: `Your choice: ${en}.` };
}

type Item = RovingItem;

function SupplyCard({ b, open, item, onPick }: { b: SupplyBuilding; open: boolean; item?: Item; onPick: () => void }) {
  const k = buildingKind(b.info.id);
  const body = (
    <>
      <span class="pr-band" style={{ background: k.fill, color: k.ink }}>
        {b.info.produces && <TilePicto kind={b.info.produces} size={16} />}
        <span class="pr-bname">
          <Bi t={b.info.name} />
        </span>
      </span>
      <span class="pr-facts">
        <span>
          <Bi t={{ zh: `費 ${b.info.cost}`, en: `cost ${b.info.cost}` }} />
        </span>
        <span class="pr-vp">
          <Bi t={{ zh: `${b.info.vp} 分`, en: `${b.info.vp} VP` }} />
        </span>
        <span class="pr-circles" aria-hidden="true">
          {Array.from({ length: b.info.circles }, (_, i) => (
            <ColonistPicto key={i} size={11} empty />
          ))}
        </span>
        <span class="pr-left" data-testid={`left-${b.info.id}`} data-count={b.left}>
          <Bi t={b.left > 0 ? { zh: `剩 ${b.left}`, en: `${b.left} left` } : { zh: '沒了', en: 'none left' }} />
        </span>
      </span>
      {b.price !== undefined && (
        <span class="pr-price" data-testid={`price-${b.info.id}`} data-price={b.price}>
          {b.legal ? (
            <strong>
              ✓ <Bi t={{ zh: `蓋得起：付 ${b.price} 元`, en: `can build: pays ${b.price}` }} />
            </strong>
          ) : (
            <Bi t={{ zh: `價格 ${b.price} 元`, en: `price ${b.price}` }} />
          )}
        </span>
      )}
    </>
  );
  return open ? (
    <button type="button" class="pr-card" data-testid={`build-${b.info.id}`} data-legal={b.legal ? '' : undefined} data-empty={b.left === 0 ? '' : undefined} {...item} onClick={onPick}>
      {body}
    </button>
  ) : (
    <div class="pr-card" data-testid={`build-${b.info.id}`} data-legal={b.legal ? '' : undefined} data-empty={b.left === 0 ? '' : undefined}>
      {body}
    </div>
  );
}

/** Empty spaces that complete the last row of 4 in use (a whole row when none is used); the rest are spare. */
const rowFill = (used: number): number => (used === 0 ? 4 : (4 - (used % 4)) % 4);

function PlayerBoard(p: {
  s: SeatModel;
  m: BoardModel;
  kind?: Bilingual;
  hi?: Marks;
  own: boolean;
  group: boolean;
  draft: MayorDraft | null;
  goodsAction: 'trader' | 'craftsman' | 'captain' | null;
  goodsLegal: Set<Good>;
  selGood: Good | null;
  store: ReturnType<typeof storeOptions> | null;
  sel: Selection;
  item: (id: string) => Item;
  intent: (i: Intent) => void;
  label: (t: Bilingual) => string;
  children?: ComponentChildren;
}) {
  const { s, m, draft } = p;
  const island = draft ? s.island.map((t, i) => ({ ...t, colonists: draft.island[i]! })) : s.island;
  const city = draft ? s.city.map((b, i) => ({ ...b, colonists: draft.city[i]! })) : s.city;
  const waiting = draft ? leftOf(s, draft, p.sel.decline) : s.sanJuan;
  // large buildings first: two spaces side by side, so any city of 12 spaces fits 4 × 3
  const order = city.map((b, i) => ({ b, i })).sort((x, y) => BUILDING[y.b.id].size - BUILDING[x.b.id].size || x.i - y.i);
  const interactive = p.group ? { role: 'group' as const, 'aria-label': p.label({ zh: `${seatLabel(s.seat).zh}的圖板`, en: `${seatLabel(s.seat).en}: board` }), 'data-next': '' } : {};
  const circle = (at: CircleRef, what: Bilingual) => {
    const on = filled(draft!, at);
    const id = at.area === 'island' ? `isl:${at.index}:0` : `city:${at.index}:${at.circle}`;
    return (
      <button
        type="button"
        key={id}
        class="pr-circle"
        data-testid={`circle-${at.area}-${at.index}-${at.circle}`}
        aria-pressed={on}
        aria-label={p.label(on ? { zh: `${what.zh}：有移民（按下收回）`, en: `${what.en}: colonist (press to take back)` } : { zh: `${what.zh}：空圓圈（按下放一個移民）`, en: `${what.en}: empty circle (press to place a colonist)` })}
        {...p.item(id)}
        onClick={() => p.intent({ kind: 'circle', at })}
      >
        <ColonistPicto size={18} empty={!on} />
      </button>
    );
  };
  const dots = (n: number, of: number) => (
    <span class="pr-circles" role="img" aria-label={p.label({ zh: `${of} 個圓圈中 ${n} 個有移民`, en: `${n} of ${of} circles filled` })}>
      {Array.from({ length: of }, (_, k) => (
        <ColonistPicto key={k} size={15} empty={k >= n} />
      ))}
    </span>
  );
  const goods = GOODS.filter((g) => s.goods[g] > 0);
  return (
    <div
      class="sg-seat pr-seat"
      data-testid={`seat-${s.seat}`}
      data-acting={m.toAct === s.seat ? '' : undefined}
      data-hi={hiOf(p.hi?.seats, s.seat)}
      data-viewer={m.focus === s.seat ? '' : undefined}
      {...interactive}
    >
      <SeatHead seat={s.seat} seats={seats} kind={p.kind} marked={p.hi?.seats?.includes(s.seat)} acting={m.toAct === s.seat} class="pr-seat-head">
        {m.governor === s.seat && (
          <span class="pr-gov" data-testid={`governor-${s.seat}`}>
            ♔ <Bi t={{ zh: '總督', en: 'governor' }} />
          </span>
        )}
      </SeatHead>
      <div class="pr-wealth">
        <span data-testid={`doubloons-${s.seat}`} data-count={s.doubloons}>
          <CoinPicto /> <Bi t={{ zh: `${s.doubloons} 元`, en: `${s.doubloons} doubloons` }} />
        </span>
        <span data-testid={`vp-${s.seat}`} data-count={s.vp ?? ''}>
          <span class="pr-vp-chip" aria-hidden="true">
            VP
          </span>{' '}
          <Bi t={s.vp === null ? { zh: '分數標記（蓋著）', en: 'VP chips (face down)' } : { zh: `分數標記 ${s.vp} 分`, en: `VP chips: ${s.vp}` }} />
        </span>
        <span data-testid={`san-juan-${s.seat}`} data-count={waiting}>
          <ColonistPicto /> <Bi t={{ zh: `中轉區 ${waiting} 個移民`, en: `San Juan: ${waiting} waiting` }} />
        </span>
      </div>
      <div class="pr-goods" data-testid={`goods-${s.seat}`} data-count={goods.reduce((n, g) => n + s.goods[g], 0)}>
        {goods.length === 0 && (
          <span class="sg-note">
            <Bi t={{ zh: '沒有貨物', en: 'no goods' }} />
          </span>
        )}
        {goods.map((g) => {
          const face = (
            <>
              <BarrelPicto kind={g} size={22} />
              <Bi t={{ zh: `${goodName(g).zh} ×${s.goods[g]}`, en: `${goodName(g).en} ×${s.goods[g]}` }} />
            </>
          );
          if (p.goodsAction)
            return (
              <button
                type="button"
                key={g}
                class="pr-good"
                data-testid={`good-${g}`}
                data-legal={p.goodsLegal.has(g) ? '' : undefined}
                aria-pressed={p.goodsAction === 'captain' ? p.selGood === g : undefined}
                data-hi={onBoard(p.hi, s.seat) ? hiOf(p.hi?.goods, g) : undefined}
                {...p.item(`good:${g}`)}
                onClick={() => p.intent({ kind: 'good', good: g })}
              >
                {face}
                {p.goodsLegal.has(g) && <strong class="pr-ok">✓</strong>}
              </button>
            );
          if (p.store)
            return (
              <span key={g} class="pr-good pr-keep-good" data-testid={`keep-${g}`}>
                {face}
                <button type="button" class="sg-btn pr-keep-btn" data-testid={`keep1-${g}`} aria-pressed={p.sel.store.single === g} {...p.item(`keep1:${g}`)} onClick={() => p.intent({ kind: 'keepOne', good: g })}>
                  <Bi t={{ zh: '留 1 個', en: 'keep 1' }} />
                </button>
                {p.store.warehouse.includes(g) && (
                  <button type="button" class="sg-btn pr-keep-btn" data-testid={`keepall-${g}`} aria-pressed={p.sel.store.warehouse.includes(g)} {...p.item(`keepall:${g}`)} onClick={() => p.intent({ kind: 'keepAll', good: g })}>
                    <Bi t={{ zh: '倉庫：全留', en: 'warehouse: keep all' }} />
                  </button>
                )}
              </span>
            );
          return (
            <span key={g} class="pr-good" data-testid={`good-${s.seat}-${g}`} data-count={s.goods[g]} data-hi={onBoard(p.hi, s.seat) ? hiOf(p.hi?.goods, g) : undefined}>
              {face}
            </span>
          );
        })}
      </div>
      <div class="pr-areas">
        <div class="pr-area">
          <p class="pr-area-head">
            <Bi t={{ zh: `島區 ${s.island.length}/${ISLAND_SPACES}`, en: `Island ${s.island.length}/${ISLAND_SPACES}` }} />
          </p>
          <ul class="pr-island" data-testid={`island-${s.seat}`} data-count={s.island.length}>
            {island.map((t, i) => (
              <li key={i} class="pr-space pr-itile" data-kind={t.kind} data-occupied={t.colonists > 0 ? '' : undefined}>
                <TilePicto kind={t.kind} size={26} />
                <span class="pr-mini">
                  <Bi t={KIND_LOOK[t.kind].short} />
                </span>
                {draft ? circle({ area: 'island', index: i, circle: 0 }, TILE_NAMES[t.kind]) : dots(t.colonists, 1)}
              </li>
            ))}
            {Array.from({ length: ISLAND_SPACES - s.island.length }, (_, k) => (
              <li key={`e${k}`} class="pr-space pr-empty" aria-hidden="true" data-spare={k >= rowFill(s.island.length) ? '' : undefined} />
            ))}
          </ul>
        </div>
        <div class="pr-area pr-city-area">
          <p class="pr-area-head">
            <Bi t={{ zh: `城區 ${s.spaces}/${CITY_SPACES}`, en: `City ${s.spaces}/${CITY_SPACES}` }} />
          </p>
          <ul class="pr-city" data-testid={`city-${s.seat}`} data-count={s.city.length} data-spaces={s.spaces}>
            {order.map(({ b, i }) => {
              const info = BUILDING[b.id];
              const k = buildingKind(b.id);
              return (
                <li key={b.id} class="pr-space pr-building" data-testid={`building-${s.seat}-${b.id}`} data-large={info.size === 2 ? '' : undefined} data-colonists={b.colonists} data-hi={p.hi?.seats?.includes(s.seat) ? hiOf(p.hi?.buildings, b.id) : undefined}>
                  <span class="pr-band" style={{ background: k.fill, color: k.ink }}>
                    {info.produces && <TilePicto kind={info.produces} size={14} />}
                    <span class="pr-bname">
                      <Bi t={info.name} />
                    </span>
                  </span>
                  <span class="pr-facts">
                    <span class="pr-vp">
                      <Bi t={{ zh: `${info.vp} 分`, en: `${info.vp} VP` }} />
                    </span>
                    {draft ? (
                      <span class="pr-circles">{Array.from({ length: info.circles }, (_, c) => circle({ area: 'city', index: i, circle: c }, info.name))}</span>
                    ) : (
                      dots(b.colonists, info.circles)
                    )}
                  </span>
                </li>
              );
            })}
            {Array.from({ length: CITY_SPACES - s.spaces }, (_, k) => (
              <li key={`e${k}`} class="pr-space pr-empty" aria-hidden="true" data-spare={k >= rowFill(s.spaces) ? '' : undefined} />
            ))}
          </ul>
        </div>
      </div>
      {p.children}
    </div>
  );
}
