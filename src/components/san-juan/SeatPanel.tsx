/**
 * One seat on the San Juan tableau: its heading (name, kind of player, governor, "look here", to
 * act), its counts (hand and limit, goods, chapel, buildings), its hand by name where the reader may
 * see it and it is not the hand shown above, and its buildings with their goods face down. Drawn
 * again only when one of these changes.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { buildingOf } from '../../../engine/san-juan/cards';
import { Bi } from '../core/Bi';
import { say, type Mode } from '../core/reading';
import { SeatHead } from '../core/SeatHead';
import { CardBack, CardFace } from './CardFace';
import { seats } from './look';
import type { SeatModel } from './model';
import { Pure } from './pure';

export interface SeatPanelProps {
  s: SeatModel;
  governor: boolean;
  acting: boolean;
  /** The seat whose hand the tableau shows above as its own. */
  viewer: boolean;
  /** A worked example's step points at this seat. */
  marked: boolean;
  /** Cards of its open hand the step points at. */
  litHand: number[];
  /** Its buildings the step points at. */
  litBuildings: number[];
  /** Its buildings offered above as choices (the test ids are theirs there). */
  offered: number[];
  kind?: Bilingual;
  mode: Mode;
}

const GOOD: Bilingual = { zh: '貨品（蓋著）', en: 'good (face down)' };
const lit = (list: number[], x: number) => (list.includes(x) ? '' : undefined);

export class SeatPanel extends Pure<SeatPanelProps> {
  render() {
    const { s, governor, acting, viewer, marked, litHand, litBuildings, offered, kind, mode } = this.props;
    return (
      <div class="sg-seat sj-seat" data-testid={`seat-${s.seat}`} data-acting={acting ? '' : undefined} data-hi={marked ? '' : undefined} data-viewer={viewer ? '' : undefined}>
        <SeatHead seat={s.seat} seats={seats} kind={kind} marked={marked} acting={acting}>
          {governor && (
            <span class="sj-gov" data-testid={`governor-${s.seat}`}>
              ♔ <Bi t={{ zh: '總督', en: 'governor' }} />
            </span>
          )}
        </SeatHead>
        <div class="sj-counts">
          <span data-testid={`hand-size-${s.seat}`} data-count={s.handSize}>
            <Bi t={{ zh: `手牌 ${s.handSize} 張（上限 ${s.limit}）`, en: `Hand ${s.handSize} (limit ${s.limit})` }} />
          </span>
          {' · '}
          <span data-testid={`goods-${s.seat}`} data-count={s.goods}>
            <Bi t={{ zh: `貨品 ${s.goods} 個`, en: `Goods ${s.goods}` }} />
          </span>
          {' · '}
          <span data-testid={`chapel-${s.seat}`} data-count={s.chapel}>
            <Bi t={{ zh: `禮拜堂下 ${s.chapel} 張`, en: `Chapel ${s.chapel}` }} />
          </span>
          {' · '}
          <span data-testid={`building-count-${s.seat}`} data-count={s.buildings.length}>
            <Bi t={{ zh: `建築 ${s.buildings.length} / 12`, en: `Buildings ${s.buildings.length} / 12` }} />
          </span>
        </div>
        {s.hand && !viewer && (
          <p class="sg-note sj-open" data-testid={`open-hand-${s.seat}`}>
            <Bi t={{ zh: '手牌（公開給讀者）：', en: 'Hand (shown to the reader):' }} />{' '}
            {s.hand.length === 0 && <Bi t={{ zh: '沒有', en: 'none' }} />}
            {s.hand.map((c, k) => (
              <span key={c} data-hi={lit(litHand, c)} class="sj-inline">
                {k > 0 ? ', ' : ''}
                <Bi t={buildingOf(c).name} />
              </span>
            ))}
          </p>
        )}
        <ul class="sj-buildings" aria-label={say({ zh: '建築', en: 'Buildings' }, mode)}>
          {s.buildings.map((b) => (
            <li key={b.card} data-hi={lit(litBuildings, b.card)} data-offered={lit(offered, b.card)}>
              <div class="sj-card sj-building" data-testid={offered.includes(b.card) ? undefined : `building-${b.card}`} data-good={b.good ? '' : undefined}>
                <CardFace card={b.card} />
                {b.good && <CardBack label={GOOD} />}
                {buildingOf(b.card).good && !b.good && (
                  <span class="sj-empty">
                    <Bi t={{ zh: '空', en: 'empty' }} />
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
}
