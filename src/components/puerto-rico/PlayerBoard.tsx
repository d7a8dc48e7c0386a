/**
 * One seat's player board: its name (governor, to act, named by the step), doubloons, VP chips,
 * colonists waiting in San Juan and goods on one line, then its island (12 spaces) beside its city
 * (12 spaces). Empty spaces past the last row in use are drawn thin (the counts, "Island 3/12",
 * say how many there are). When the seat decides here, its goods, the mayor's circles and the
 * storage choices are buttons of one roving group, and the choice's panel (`children`) sits at the
 * board's foot. In the presenter view a seat the step is not about is one line (`brief`).
 *
 * A board that did not change is not drawn again (a worked example's step changes one seat or two),
 * and its holdings, island and city are not drawn again when only its place, its name line or its
 * presenter form changed (a step that names another seat moves the boards, it does not change them).
 */
import { Component, type ComponentChildren } from 'preact';
import type { Bilingual } from '../../../engine/core/contract';
import { BUILDING, CITY_SPACES, ISLAND_SPACES } from '../../../engine/puerto-rico/buildings';
import type { PuertoRicoHighlight } from '../../../engine/puerto-rico/examples';
import { GOOD_NAMES, TILE_NAMES } from '../../../engine/puerto-rico/text';
import { GOODS, type Good } from '../../../engine/puerto-rico/types';
import { Bi } from '../core/Bi';
import type { Mode } from '../core/reading';
import { SeatHead } from '../core/SeatHead';
import type { RovingItem } from '../core/useRoving';
import { filled, leftOf, type CircleRef, type Intent, type MayorDraft, type Selection, type storeOptions } from './intents';
import { buildingKind, KIND_LOOK, seatLabel, seats } from './look';
import type { SeatModel } from './model';
import { BarrelPicto, CoinPicto, ColonistPicto, TilePicto } from './pictos';

export interface PlayerBoardProps {
  s: SeatModel;
  /** Its place among the boards (the CSS order: the seats a step is about first). */
  place: number;
  /** How the seat is played (a person, a bot), where the table says it. */
  kind?: Bilingual;
  hi?: PuertoRicoHighlight;
  acting: boolean;
  governor: boolean;
  /** The seat in front of the screen. */
  viewer: boolean;
  /** The presenter view draws it as one line. */
  brief: boolean;
  mode: Mode;
  /** The seat decides here, on this board (its roving group). */
  group: boolean;
  draft: MayorDraft | null;
  goodsAction: 'trader' | 'craftsman' | 'captain' | null;
  goodsLegal: Set<Good>;
  store: ReturnType<typeof storeOptions> | null;
  sel: Selection;
  item: (id: string) => RovingItem;
  intent: (i: Intent) => void;
  label: (t: Bilingual) => string;
  children?: ComponentChildren;
}

const hiOf = <T,>(list: readonly T[] | undefined, x: T) => (list?.includes(x) ? '' : undefined);

/** Empty spaces that complete the last row of 4 in use (a whole row when none is used); the rest are spare. */
export const rowFill = (used: number): number => (used === 0 ? 4 : (4 - (used % 4)) % 4);

/** What a step's marks light on this seat's board: the board itself, its goods, its buildings. */
const marksOn = (hi: PuertoRicoHighlight | undefined, seat: number): string => {
  const named = !!hi?.seats?.includes(seat);
  const marks = !hi?.seats?.length || named;
  return JSON.stringify([named, marks ? (hi?.goods ?? []) : [], named ? (hi?.buildings ?? []) : []]);
};

/** What the board's holdings, island and city draw is the same, and nobody decides on them. */
function sameBody(a: PlayerBoardProps, b: PlayerBoardProps): boolean {
  const live = (p: PlayerBoardProps) => !!p.draft || !!p.goodsAction || !!p.store;
  if (live(a) || live(b)) return false;
  return a.mode === b.mode && marksOn(a.hi, a.s.seat) === marksOn(b.hi, b.s.seat) && JSON.stringify(a.s) === JSON.stringify(b.s);
}

/** The board looks the same: nothing it draws changed, and nobody decides on it. */
function unchanged(a: PlayerBoardProps, b: PlayerBoardProps): boolean {
  if (a.group || b.group || !!a.children || !!b.children) return false;
  return (
    a.place === b.place &&
    a.acting === b.acting &&
    a.governor === b.governor &&
    a.viewer === b.viewer &&
    a.brief === b.brief &&
    JSON.stringify(a.kind) === JSON.stringify(b.kind) &&
    sameBody(a, b)
  );
}

/** The board's frame: its place, its name line, the step's mark, the roving group of a seat deciding here. */
function PlayerBoardView(p: PlayerBoardProps) {
  const { s } = p;
  const named = !!p.hi?.seats?.includes(s.seat);
  const interactive = p.group ? { role: 'group' as const, 'aria-label': p.label({ zh: `${seatLabel(s.seat).zh}的圖板`, en: `${seatLabel(s.seat).en}: board` }), 'data-next': '' } : {};
  return (
    <div
      class="sg-seat pr-seat"
      data-testid={`seat-${s.seat}`}
      data-acting={p.acting ? '' : undefined}
      data-hi={named ? '' : undefined}
      data-viewer={p.viewer ? '' : undefined}
      data-brief={p.brief ? '' : undefined}
      style={{ order: p.place }}
      {...interactive}
    >
      <SeatHead seat={s.seat} seats={seats} kind={p.kind} marked={named} acting={p.acting} class="pr-seat-head">
        {p.governor && (
          <span class="pr-gov" data-testid={`governor-${s.seat}`}>
            ♔ <Bi t={{ zh: '總督', en: 'governor' }} />
          </span>
        )}
      </SeatHead>
      <SeatBody {...p} />
      {p.children}
    </div>
  );
}

/** The board's holdings (doubloons, VP chips, San Juan, goods), island and city. */
function SeatBodyView(p: PlayerBoardProps) {
  const { s, draft } = p;
  const island = draft ? s.island.map((t, i) => ({ ...t, colonists: draft.island[i]! })) : s.island;
  const city = draft ? s.city.map((b, i) => ({ ...b, colonists: draft.city[i]! })) : s.city;
  const waiting = draft ? leftOf(s, draft, p.sel.decline) : s.sanJuan;
  const named = !!p.hi?.seats?.includes(s.seat);
  // marks on this board: the step names this seat, or no seat at all
  const marks = !p.hi?.seats?.length || named;
  // large buildings first: two spaces side by side, so any city of 12 spaces fits 4 × 3
  const order = city.map((b, i) => ({ b, i })).sort((x, y) => BUILDING[y.b.id].size - BUILDING[x.b.id].size || x.i - y.i);
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
  const goodFace = (g: Good) => (
    <>
      <BarrelPicto kind={g} size={22} />
      <Bi t={{ zh: `${GOOD_NAMES[g].zh} ×${s.goods[g]}`, en: `${GOOD_NAMES[g].en} ×${s.goods[g]}` }} />
    </>
  );
  return (
    <>
      <div class="pr-holdings">
        <span class="pr-wealth">
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
        </span>
        <span class="pr-goods" data-testid={`goods-${s.seat}`} data-count={goods.reduce((n, g) => n + s.goods[g], 0)}>
          {goods.length === 0 && (
            <span class="sg-note">
              <Bi t={{ zh: '沒有貨物', en: 'no goods' }} />
            </span>
          )}
          {goods.map((g) => {
            const lit = marks ? hiOf(p.hi?.goods, g) : undefined;
            if (p.goodsAction)
              return (
                <button
                  type="button"
                  key={g}
                  class="pr-good"
                  data-testid={`good-${g}`}
                  data-legal={p.goodsLegal.has(g) ? '' : undefined}
                  aria-pressed={p.goodsAction === 'captain' ? p.sel.good === g : undefined}
                  data-hi={lit}
                  {...p.item(`good:${g}`)}
                  onClick={() => p.intent({ kind: 'good', good: g })}
                >
                  {goodFace(g)}
                  {p.goodsLegal.has(g) && <strong class="pr-ok">✓</strong>}
                </button>
              );
            if (p.store)
              return (
                <span key={g} class="pr-good pr-keep-good" data-testid={`keep-${g}`}>
                  {goodFace(g)}
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
              <span key={g} class="pr-good" data-testid={`good-${s.seat}-${g}`} data-count={s.goods[g]} data-hi={lit}>
                {goodFace(g)}
              </span>
            );
          })}
        </span>
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
                <li key={b.id} class="pr-space pr-building" data-testid={`building-${s.seat}-${b.id}`} data-large={info.size === 2 ? '' : undefined} data-colonists={b.colonists} data-hi={named ? hiOf(p.hi?.buildings, b.id) : undefined}>
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
                    {draft ? <span class="pr-circles">{Array.from({ length: info.circles }, (_, c) => circle({ area: 'city', index: i, circle: c }, info.name))}</span> : dots(b.colonists, info.circles)}
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
    </>
  );
}

/** The holdings, island and city, drawn again only when they changed. */
class SeatBody extends Component<PlayerBoardProps> {
  override shouldComponentUpdate(next: PlayerBoardProps): boolean {
    return !sameBody(this.props, next);
  }
  override render(p: PlayerBoardProps) {
    return SeatBodyView(p);
  }
}

/** The board, drawn again only when it changed. */
export class PlayerBoard extends Component<PlayerBoardProps> {
  override shouldComponentUpdate(next: PlayerBoardProps): boolean {
    return !unchanged(this.props, next);
  }
  override render(p: PlayerBoardProps) {
    return PlayerBoardView(p);
  }
}
