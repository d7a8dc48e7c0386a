/**
 * The building supply of the supply board, compact: its four columns as four small tables, one
 * building a row — its name on its kind's colour band, cost, victory points, circles for colonists,
 * copies left and, while a builder builds, that seat's price. In the builder phase of a seat
 * deciding here, each name is the button that builds it.
 *
 * Drawn again only when it changed (between builder phases it stays as it is).
 */
import { Component } from 'preact';
import type { BuildingId } from '../../../engine/puerto-rico/buildings';
import { Bi } from '../core/Bi';
import type { Mode } from '../core/reading';
import type { RovingItem } from '../core/useRoving';
import { buildingKind } from './look';
import type { SupplyBuilding } from './model';
import { TilePicto } from './pictos';

export interface BuildingSupplyProps {
  supply: SupplyBuilding[][];
  /** A seat decides here in the builder phase: each building left is a button. */
  open: boolean;
  /** Lit by the step (a building in the supply). */
  lit?: readonly BuildingId[];
  /** The part the position is about (see layout.ts). */
  rel: boolean;
  /** Its place among the supply board's parts (the CSS order). */
  place: number;
  mode: Mode;
  item?: (id: string) => RovingItem;
  onPick?: (id: BuildingId) => void;
  label: (t: { zh: string; en: string }) => string;
}

function BuildingSupplyView(p: BuildingSupplyProps) {
  const priced = p.supply.some((col) => col.some((b) => b.price !== undefined));
  return (
    <div class="pr-buildings" data-testid="building-supply" data-part="" data-rel={p.rel ? '' : undefined} style={{ order: p.place }}>
      {p.supply.map((col, c) => (
        <table key={c} class="pr-col">
          <caption class="pr-col-head">
            <Bi t={{ zh: `第 ${c + 1} 欄（最多折 ${c + 1}）`, en: `Column ${c + 1} (up to ${c + 1} off)` }} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Bi t={{ zh: '建築', en: 'Building' }} />
              </th>
              <th scope="col">
                <Bi t={{ zh: '費用', en: 'Cost' }} />
              </th>
              <th scope="col">
                <Bi t={{ zh: '分數', en: 'VP' }} />
              </th>
              <th scope="col">
                <Bi t={{ zh: '圓圈', en: 'Circles' }} />
              </th>
              <th scope="col">
                <Bi t={{ zh: '剩', en: 'Left' }} />
              </th>
              {priced && (
                <th scope="col">
                  <Bi t={{ zh: '要付', en: 'Price' }} />
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {col.map((b) => {
              const k = buildingKind(b.info.id);
              const open = p.open && b.left > 0;
              const face = (
                <>
                  {b.info.produces && <TilePicto kind={b.info.produces} size={16} />}
                  <Bi t={b.info.name} />
                </>
              );
              const card = {
                class: 'pr-card',
                'data-testid': `build-${b.info.id}`,
                'data-legal': b.legal ? '' : undefined,
                'data-empty': b.left === 0 ? '' : undefined,
              };
              return (
                <tr key={b.info.id} data-hi={p.lit?.includes(b.info.id) ? '' : undefined} data-empty={b.left === 0 ? '' : undefined}>
                  <th scope="row" class="pr-band" style={{ background: k.fill, color: k.ink }}>
                    {open ? (
                      <button
                        type="button"
                        {...card}
                        aria-label={p.label(
                          b.legal
                            ? { zh: `${b.info.name.zh}：蓋得起，付 ${b.price} 元`, en: `${b.info.name.en}: can build, pays ${b.price}` }
                            : { zh: `${b.info.name.zh}：價格 ${b.price} 元`, en: `${b.info.name.en}: price ${b.price}` },
                        )}
                        {...p.item?.(`build:${b.info.id}`)}
                        onClick={() => p.onPick?.(b.info.id)}
                      >
                        {face}
                      </button>
                    ) : (
                      <span {...card}>{face}</span>
                    )}
                  </th>
                  <td>{b.info.cost}</td>
                  <td class="pr-vp">{b.info.vp}</td>
                  <td class="pr-rings">
                    <span aria-hidden="true">{'◌'.repeat(b.info.circles)}</span>
                    <span class="sr-only">{b.info.circles}</span>
                  </td>
                  <td class="pr-left" data-testid={`left-${b.info.id}`} data-count={b.left}>
                    {b.left}
                  </td>
                  {priced && (
                    <td class="pr-price" data-testid={`price-${b.info.id}`} data-price={b.price ?? ''}>
                      {b.price === undefined ? '' : b.legal ? <strong>✓ {b.price}</strong> : b.price}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
      {priced && (
        <p class="sg-note pr-legend">
          <Bi t={{ zh: '要付：輪到的人蓋這棟要付多少（已扣掉採石場和特權）；打 ✓ 的是他可以蓋的。', en: 'Price: what the seat to build pays for it (quarries and the privilege counted); ✓ marks what it may build.' }} />
        </p>
      )}
    </div>
  );
}

/** The building supply, drawn again only when it changed (or while a seat builds from it here). */
export class BuildingSupply extends Component<BuildingSupplyProps> {
  override shouldComponentUpdate(n: BuildingSupplyProps): boolean {
    const o = this.props;
    if (o.open || n.open) return true;
    return o.rel !== n.rel || o.place !== n.place || o.mode !== n.mode || JSON.stringify(o.lit) !== JSON.stringify(n.lit) || JSON.stringify(o.supply) !== JSON.stringify(n.supply);
  }
  override render(p: BuildingSupplyProps) {
    return BuildingSupplyView(p);
  }
}
