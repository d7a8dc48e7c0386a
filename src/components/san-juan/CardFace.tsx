/**
 * The faces of San Juan's cards on the tableau: a building's face (its kind's symbol and colour,
 * name, cost, points, kind, and its effect where the card is in a hand or turned up) and a good
 * lying face down on a building. A face is drawn once per card and kept while the card is shown.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { buildingOf, CARD_VP } from '../../../engine/san-juan/cards';
import { Bi } from '../core/Bi';
import { cardLook } from './look';
import { Pure } from './pure';

/** A building's face: kind symbol, name, cost and points; the effect too when `full`. */
export class CardFace extends Pure<{ card: number; full?: boolean }> {
  render() {
    const { card, full = false } = this.props;
    const b = buildingOf(card);
    const look = cardLook(card);
    return (
      <>
        <span class="sj-top">
          <span class="sj-sym" style={{ background: look.fill, color: look.ink }} aria-hidden="true">
            {look.symbol}
          </span>
          <span class="sj-name">
            <Bi t={b.name} />
          </span>
        </span>
        <span class="sj-badges">
          <span class="sj-cost">
            <Bi t={{ zh: `費 ${b.cost}`, en: `cost ${b.cost}` }} />
          </span>
          <span class="sj-vp">
            <Bi t={{ zh: `${CARD_VP[card]} 分`, en: `${CARD_VP[card]} VP` }} />
          </span>
          <span class="sj-kind">
            <Bi t={look.kind} />
          </span>
        </span>
        {full && (
          <span class="sj-effect">
            <Bi t={b.effect} />
          </span>
        )}
      </>
    );
  }
}

/** A good on a building: a card lying face down. */
export class CardBack extends Pure<{ label: Bilingual }> {
  render() {
    return (
      <span class="sj-back" data-testid="good">
        <span aria-hidden="true">▦</span> <Bi t={this.props.label} />
      </span>
    );
  }
}
