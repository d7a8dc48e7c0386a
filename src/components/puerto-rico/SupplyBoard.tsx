/**
 * The supply board: the role cards with their doubloons, the cargo ships, the trading house, the
 * colonist ship and supplies with the VP chips left, the goods supply, the face-up plantations with
 * the quarries and the face-down stack, and the building supply (BuildingSupply.tsx). Its parts are
 * drawn in the order `layout.ts` gives: what the step lights first, then the part in play. When a
 * seat decides here on the supply board (a role, a plantation, a building, a ship), those are the
 * buttons of the board's one roving group.
 */
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import type { PuertoRicoHighlight } from '../../../engine/puerto-rico/examples';
import { GOOD_NAMES, ROLE_NAMES } from '../../../engine/puerto-rico/text';
import { GOODS, type Role, type ShipTarget } from '../../../engine/puerto-rico/types';
import type { Bilingual } from '../../../engine/core/contract';
import { Bi } from '../core/Bi';
import { RoleState } from '../core/RoleState';
import type { Mode } from '../core/reading';
import type { RovingItem } from '../core/useRoving';
import { BuildingSupply } from './BuildingSupply';
import { Keep } from './Keep';
import type { Intent } from './intents';
import { SUPPLY_PARTS, type SupplyPart } from './layout';
import { SeatChip } from './look';
import type { BoardModel } from './model';
import { BarrelPicto, CoinPicto, ColonistPicto, TilePicto } from './pictos';

export interface SupplyBoardProps {
  m: BoardModel;
  /** Its place among the boards (the CSS order). */
  place: number;
  highlight?: PuertoRicoHighlight;
  /** Its parts in the order drawn, and those the position is about. */
  order: readonly SupplyPart[];
  rel: ReadonlySet<SupplyPart>;
  mode: Mode;
  /** What a seat deciding here may choose on it now. */
  roles: { open: ReadonlySet<Role>; legal: ReadonlySet<Role> };
  ships: { choice: readonly ShipTarget[] | null };
  tiles: { open: boolean; legal: ReadonlySet<number | 'quarry'> };
  build: boolean;
  /** The seat decides on this board now (its roving group, where the focus goes). */
  next: boolean;
  item: (id: string) => RovingItem;
  intent: (i: Intent) => void;
  label: (t: Bilingual) => string;
}

const hiOf = <T,>(list: readonly T[] | undefined, x: T) => (list?.includes(x) ? '' : undefined);
const hiIf = (on: boolean | undefined) => (on ? '' : undefined);

export function SupplyBoard(p: SupplyBoardProps) {
  const { m, highlight: hi } = p;
  const drawn = useRef(0);
  const rel = (part: SupplyPart) => (p.rel.has(part) ? '' : undefined);
  // parts are drawn in the printed order and placed by `order`: the step's parts first
  const at = (part: SupplyPart) => ({ order: p.order.indexOf(part) });
  const interactive = p.roles.open.size > 0 || !!p.ships.choice || p.tiles.open || p.build;
  const wharf = p.ships.choice?.includes('wharf') ?? false;

  const roles = () => (
    <div key="roles" class="pr-roles" data-testid="roles" data-part="" data-rel={rel('roles')} style={at('roles')}>
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
              <RoleState by={r.by} current={r.current} free={{ zh: '可以挑', en: 'on the table' }} Chip={SeatChip} />
            </span>
          </>
        );
        return p.roles.open.has(r.role) ? (
          <button
            type="button"
            key={r.role}
            class="pr-role"
            data-testid={`role-${r.role}`}
            data-legal={p.roles.legal.has(r.role) ? '' : undefined}
            data-hi={hiOf(hi?.roles, r.role)}
            {...p.item(`role:${r.role}`)}
            onClick={() => p.intent({ kind: 'role', role: r.role })}
          >
            {body}
          </button>
        ) : (
          <div key={r.role} class="pr-role" data-testid={`role-${r.role}`} data-taken={r.by === null ? undefined : ''} data-current={r.current ? '' : undefined} data-hi={hiOf(hi?.roles, r.role)}>
            {body}
          </div>
        );
      })}
    </div>
  );

  const ships = () => (
    <div key="ships" class="pr-ships" data-testid="ships" data-part="" data-rel={rel('ships')} style={at('ships')}>
      {m.ships.map((s, i) => {
        const ok = p.ships.choice?.includes(i);
        const body = (
          <>
            <span class="pr-ship-head">
              <strong>
                <Bi t={{ zh: `貨船 ${s.capacity} 格`, en: `Cargo ship of ${s.capacity}` }} />
              </strong>{' '}
              {s.good ? <Bi t={{ zh: `${GOOD_NAMES[s.good].zh} ${s.load}/${s.capacity}`, en: `${GOOD_NAMES[s.good].en} ${s.load}/${s.capacity}` }} /> : <Bi t={{ zh: '空船', en: 'empty' }} />}
              {ok && <strong class="pr-ok"> ✓</strong>}
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
        return p.ships.choice ? (
          <button
            type="button"
            key={i}
            class="pr-ship"
            data-testid={`ship-${i}`}
            data-load={s.load}
            data-ship-legal={ok ? '' : undefined}
            data-hi={hiOf(hi?.ships, i)}
            {...p.item(`ship:${i}`)}
            onClick={() => p.intent({ kind: 'ship', ship: i })}
          >
            {body}
          </button>
        ) : (
          <div key={i} class="pr-ship" data-testid={`ship-${i}`} data-load={s.load} data-hi={hiOf(hi?.ships, i)}>
            {body}
          </div>
        );
      })}
      {wharf && (
        <button type="button" class="pr-ship" data-testid="ship-wharf" data-ship-legal="" {...p.item('wharf')} onClick={() => p.intent({ kind: 'ship', ship: 'wharf' })}>
          <span class="pr-ship-head">
            <strong>
              <Bi t={{ zh: '自己的碼頭（這種貨物全部運走）', en: 'Your wharf (all barrels of the kind)' }} />
            </strong>
            <strong class="pr-ok"> ✓</strong>
          </span>
        </button>
      )}
    </div>
  );

  const house = () => (
    <div key="house" class="pr-house" data-testid="trading-house" data-count={m.house.length} data-hi={hiIf(hi?.house)} data-part="" data-rel={rel('house')} style={at('house')}>
      <strong>
        <Bi t={{ zh: `商會 ${m.house.length}/4`, en: `Trading house ${m.house.length}/4` }} />
      </strong>
      <span class="pr-holds">
        {Array.from({ length: 4 }, (_, k) => {
          const g = m.house[k];
          return (
            <span key={k} class="pr-hold pr-house-space" data-full={g ? '' : undefined}>
              {g && (
                <>
                  <BarrelPicto kind={g} size={18} />
                  <span class="pr-mini">
                    <Bi t={GOOD_NAMES[g]} />
                  </span>
                </>
              )}
            </span>
          );
        })}
      </span>
    </div>
  );

  const colonists = () => (
    <ul key="colonists" class="pr-counts" data-part="" data-rel={rel('colonists')} style={at('colonists')}>
      <li data-testid="colonist-ship" data-count={m.colonistShip} data-hi={hiIf(hi?.colonistShip)}>
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
  );

  const goods = () => (
    <div key="goods" class="pr-goods-supply" data-testid="goods-supply" data-part="" data-rel={rel('goods')} style={at('goods')}>
      <strong>
        <Bi t={{ zh: '貨物供應區', en: 'Goods supply' }} />
      </strong>
      <ul class="pr-barrels">
        {GOODS.map((g) => (
          <li key={g} data-testid={`supply-${g}`} data-count={m.goods[g]} data-hi={hi?.seats?.length ? undefined : hiOf(hi?.goods, g)}>
            <BarrelPicto kind={g} size={20} /> <Bi t={{ zh: `${GOOD_NAMES[g].zh} ${m.goods[g]}`, en: `${GOOD_NAMES[g].en} ${m.goods[g]}` }} />
          </li>
        ))}
      </ul>
    </div>
  );

  const row = () => {
    const { open, legal } = p.tiles;
    const quarry = (
      <>
        <TilePicto kind="quarry" size={28} />
        <span>
          <Bi t={{ zh: `採石場（剩 ${m.quarries}）`, en: `Quarry (${m.quarries} left)` }} />
        </span>
      </>
    );
    return (
      <div key="row" class="pr-plantations" data-testid="plantations" data-hi={hiIf(hi?.row)} data-part="" data-rel={rel('row')} style={at('row')}>
        <strong>
          <Bi t={{ zh: '翻開的種植園', en: 'Face-up plantations' }} />
        </strong>
        <div class="pr-row">
          {m.row.map((g, i) => {
            const body = (
              <>
                <TilePicto kind={g} size={28} />
                <span>
                  <Bi t={GOOD_NAMES[g]} />
                </span>
                {open && legal.has(i) && <strong class="pr-ok">✓</strong>}
              </>
            );
            return open ? (
              <button type="button" key={i} class="pr-tile" data-testid={`tile-${i}`} data-kind={g} data-legal={legal.has(i) ? '' : undefined} {...p.item(`tile:${i}`)} onClick={() => p.intent({ kind: 'tile', tile: i })}>
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
          {open && m.quarries > 0 ? (
            <button type="button" class="pr-tile pr-quarry" data-testid="quarry" data-legal={legal.has('quarry') ? '' : undefined} {...p.item('quarry')} onClick={() => p.intent({ kind: 'tile', tile: 'quarry' })}>
              {quarry}
              {legal.has('quarry') && <strong class="pr-ok">✓</strong>}
            </button>
          ) : (
            <span class="pr-tile pr-quarry" data-testid="quarry" data-count={m.quarries} data-hi={hiIf(hi?.quarries)}>
              {quarry}
            </span>
          )}
          <span class="pr-stack" data-testid="stack" data-count={m.stackSize}>
            <span class="pr-back" aria-hidden="true" />
            <Bi t={{ zh: `蓋著的種植園 ${m.stackSize} 片`, en: `Face-down stack: ${m.stackSize}` }} />
          </span>
        </div>
      </div>
    );
  };

  const buildings = () => (
    <BuildingSupply
      key="buildings"
      supply={m.supply}
      open={p.build}
      lit={hi?.seats?.length ? undefined : hi?.buildings}
      rel={p.rel.has('buildings')}
      place={p.order.indexOf('buildings')}
      mode={p.mode}
      item={p.item}
      onPick={(id) => p.intent({ kind: 'building', id })}
      label={p.label}
    />
  );

  const PARTS: Record<SupplyPart, () => JSX.Element> = { roles, ships, house, colonists, goods, row, buildings };
  // what each part draws, by which it is drawn again; a part a seat decides on here, at every move
  const live = ++drawn.current;
  const DATA: Record<Exclude<SupplyPart, 'buildings'>, unknown> = {
    roles: p.roles.open.size > 0 ? live : [m.roles, hi?.roles],
    ships: p.ships.choice ? live : [m.ships, hi?.ships],
    house: [m.house, hi?.house],
    colonists: [m.colonistShip, m.colonists, m.vpSupply, hi?.colonistShip],
    goods: [m.goods, hi?.seats?.length ? null : hi?.goods],
    row: p.tiles.open ? live : [m.row, m.quarries, m.stackSize, hi?.row, hi?.quarries],
  };
  const part = (x: SupplyPart) => (x === 'buildings' ? buildings() : <Keep key={x} k={JSON.stringify([DATA[x], p.rel.has(x), p.order.indexOf(x), p.mode])} draw={PARTS[x]} />);
  return (
    <div
      class="pr-supply sg-group"
      data-testid="supply-board"
      role={interactive ? 'group' : undefined}
      aria-label={interactive ? p.label({ zh: '存放圖板', en: 'Supply board' }) : undefined}
      data-next={p.next ? '' : undefined}
      style={{ order: p.place }}
    >
      <p class="pr-title">
        <strong>
          <Bi t={{ zh: '存放圖板', en: 'Supply board' }} />
        </strong>
      </p>
      <p class="sg-note pr-supply-hidden">
        <Bi t={{ zh: '（投影：存放圖板只列出這一步用到的部分）', en: '(Presenting: the supply board’s parts in play only)' }} />
      </p>
      {SUPPLY_PARTS.map(part)}
    </div>
  );
}
