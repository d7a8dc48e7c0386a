import { describe, expect, it } from 'vitest';
import type { GenoaPosition } from '../../../engine/genoa/load';
import { loaded, run } from '../../../engine/genoa/testing';
import { accepted, agreed, moved, refusedCounter } from '../../../engine/genoa/sentences';
import type { Bundle, GenoaMove, GenoaState, OfferTerms } from '../../../engine/genoa/types';
import { answerTo } from './answers';

// A is the trader; the tower stands on street 7-2, next to the Spices warehouse and the Coach House; B then C bid
const table = (): GenoaState => loaded({ players: 3, seats: [{}, {}, {}], path: ['st-7-2'] } as GenoaPosition);
const offer = (seat: number, target: string, kind: OfferTerms['kind'], bidderPays: Bundle): GenoaMove => ({ type: 'offer', seat, offer: { target: target as never, kind, bidderPays, traderPays: {}, promise: [] } });
const counterToB = (ducats: number): GenoaMove => ({ type: 'counter', seat: 0, offer: { bidder: 1, target: 'spices', kind: 'moveAndAct', bidderPays: { ducats }, traderPays: {}, promise: [] } });
/** B offers 10 for the Spices warehouse, C 15 for the Coach House: the trader decides. */
const offers = () => run(table(), offer(1, 'spices', 'moveAndAct', { ducats: 10 }), offer(2, 'coach_house', 'moveAndAct', { ducats: 15 }));

describe('the answer to a person\'s counter-offer', () => {
  it('refused: the bidder cannot pay it, and says so', () => {
    const c = run(offers(), counterToB(500));
    const r = run(c, { type: 'refuse', seat: 1 });
    expect(answerTo(c, r, 0)).toEqual({ kind: 'refused', text: { zh: `你的還價：${refusedCounter(1).zh}`, en: `Your counter-offer: ${refusedCounter(1).en}` } });
  });

  it('agreed: the deal is made on its terms', () => {
    const c = run(offers(), counterToB(20));
    const a = run(c, { type: 'agree', seat: 1 });
    expect(answerTo(c, a, 0)).toEqual({ kind: 'agreed', text: { zh: `你的還價：${agreed(1).zh}`, en: `Your counter-offer: ${agreed(1).en}` } });
  });

  it('the person\'s own moves are decisions, not answers', () => {
    const t = offers();
    const c = run(t, counterToB(20));
    expect(answerTo(t, c, 0)).toBe('decided');
    // B answering the trader's counter-offer decides too
    expect(answerTo(c, run(c, { type: 'refuse', seat: 1 }), 1)).toBe('decided');
  });
});

describe('the answer to a person\'s offer', () => {
  it('accepted by the trader', () => {
    const t = offers();
    expect(answerTo(t, run(t, { type: 'accept', seat: 0, bidder: 1 }), 1)).toEqual({
      kind: 'accepted',
      text: { zh: `你的出價：${accepted(0, t.offers[0]!).zh}`, en: `Your offer: ${accepted(0, t.offers[0]!).en}` },
    });
  });

  it('lapsed: the trader took another offer, or moved the tower himself', () => {
    const t = offers();
    const other = answerTo(t, run(t, { type: 'accept', seat: 0, bidder: 2 }), 1);
    expect(other).toEqual({ kind: 'lapsed', text: { zh: `你的出價失效了：${accepted(0, t.offers[1]!).zh}`, en: `Your offer lapsed: ${accepted(0, t.offers[1]!).en}` } });
    expect(answerTo(t, run(t, { type: 'move', seat: 0, to: 'st-7-3' }), 1)).toEqual({
      kind: 'lapsed',
      text: { zh: `你的出價失效了：${moved(0, 'st-7-3', false).zh}`, en: `Your offer lapsed: ${moved(0, 'st-7-3', false).en}` },
    });
  });

  it("lapsed because the trader took another's offer with a game card: the card is told face down, as this seat sees it", () => {
    const t = run(loaded({ players: 3, seats: [{}, {}, { hand: [16] }], path: ['st-7-2'] } as GenoaPosition), offer(1, 'spices', 'moveAndAct', { ducats: 10 }), offer(2, 'coach_house', 'moveAndAct', { cards: [16] }));
    const a = run(t, { type: 'accept', seat: 0, bidder: 2 });
    expect(answerTo(t, a, 1)).toEqual({
      kind: 'lapsed',
      text: { zh: '你的出價失效了：玩家 A 接受玩家 C 的出價：一張小訂單卡（牌面朝下）交給交易商人。', en: "Your offer lapsed: Player A accepts Player C's offer: a small order card (face down) to the trader." },
    });
    // C, party to the deal, hears which card: its offer was accepted
    expect(answerTo(t, a, 2)!).toMatchObject({ kind: 'accepted', text: { en: "Your offer: Player A accepts Player C's offer: the small order for the Tavern (wheat) to the trader." } });
  });

  it('nothing to tell while the offer stands: more bids, a counter-offer to another bidder, the same position', () => {
    const b = run(table(), offer(1, 'spices', 'moveAndAct', { ducats: 10 }));
    expect(answerTo(b, run(b, offer(2, 'coach_house', 'moveAndAct', { ducats: 15 })), 1)).toBeNull();
    const t = offers();
    const toC: GenoaMove = { type: 'counter', seat: 0, offer: { ...t.offers[1]!, bidderPays: { ducats: 25 } } };
    expect(answerTo(t, run(t, toC), 1)).toBeNull();
    expect(answerTo(t, t, 1)).toBeNull();
  });

  it('a position going back (undo) or another game\'s clears the answer', () => {
    const t = offers();
    expect(answerTo(run(t, { type: 'accept', seat: 0, bidder: 2 }), t, 1)).toBe('decided');
    const other = loaded({ players: 3, seats: [{}, {}, {}], path: ['st-3-2'] } as GenoaPosition);
    const later = run(other, offer(1, 'park', 'moveAndAct', { ducats: 5 }), { type: 'noOffer', seat: 2 }, { type: 'move', seat: 0, to: 'st-4-2' }, { type: 'noOffer', seat: 1 });
    expect(later.logCount).toBeGreaterThan(t.logCount);
    expect(answerTo(t, later, 1)).toBe('decided');
  });

  it('positions several moves apart (the device passed between people): the answer is still found', () => {
    const b = run(table(), offer(1, 'spices', 'moveAndAct', { ducats: 10 }));
    const later = run(b, offer(2, 'coach_house', 'moveAndAct', { ducats: 15 }), { type: 'accept', seat: 0, bidder: 1 });
    expect(answerTo(b, later, 1)).toEqual({ kind: 'accepted', text: { zh: `你的出價：${accepted(0, b.offers[0]!).zh}`, en: `Your offer: ${accepted(0, b.offers[0]!).en}` } });
  });
});
