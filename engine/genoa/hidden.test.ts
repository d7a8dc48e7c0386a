import { describe, expect, it } from 'vitest';
import { randomStates } from '../core/shown-tests';
import { genoaBots } from './bots';
import { genoa } from './game';
import type { GenoaPosition } from './load';
import { farTargets } from './rules';
import { shown } from './shown';
import { cardName, offerText } from './text';
import { loaded, refusal, run } from './testing';
import type { Bundle, GenoaMove, GenoaState, GenoaView, OfferTerms } from './types';
import { lineText, logText } from './log';

/** Three seats: A (0) the trader with `traderHand`, B (1) with `bidderHand`, C (2) with an empty hand; the tower on `at`. */
const table = (at: string, bidderHand: number[], traderHand: number[] = [], more: Partial<GenoaPosition> = {}): GenoaState =>
  loaded({ players: 3, path: [at], seats: [{ hand: traderHand }, { hand: bidderHand }, {}], ...more } as GenoaPosition);

const terms = (target: string, kind: OfferTerms['kind'], bidderPays: Bundle, traderPays: Bundle = {}): OfferTerms => ({ target: target as never, kind, bidderPays, traderPays, promise: [] });
const offer = (seat: number, t: OfferTerms): GenoaMove => ({ type: 'offer', seat, offer: t });
const none = (seat: number): GenoaMove => ({ type: 'noOffer', seat });

/** Every card id a JSON value holds in a `cards` or `hand` list, anywhere in it. */
function cardIds(x: unknown, out: number[] = []): number[] {
  if (Array.isArray(x)) for (const y of x) cardIds(y, out);
  else if (x !== null && typeof x === 'object')
    for (const [k, v] of Object.entries(x)) {
      if ((k === 'cards' || k === 'hand') && Array.isArray(v)) out.push(...(v as number[]));
      else cardIds(v, out);
    }
  return out;
}

/** Whether a seat's view names card `id` anywhere: by id in a list of cards, or by its name in either language. */
function names(v: GenoaView, id: number): boolean {
  const json = JSON.stringify(v);
  return cardIds(v).includes(id) || json.includes(cardName(id).en) || json.includes(cardName(id).zh);
}

const SMALL = 16; // the small order for the Tavern (wheat)
const PRIVILEGE = 46; // the privilege for Villa Colini

describe('the game cards of a deal are hidden from every seat but its two parties (fact sheet §1, §6.1)', () => {
  it('B offers a card to trader A: C sees a small order card offered, face down, never which; A and B see which', () => {
    let s = table('spices', [SMALL]);
    s = run(s, offer(1, terms('spices', 'actHere', { ducats: 10, cards: [SMALL] })), none(2));
    const [a, b, c] = [0, 1, 2].map((seat) => genoa.view(s, seat));
    expect(names(c!, SMALL)).toBe(false);
    expect(c!.offers).toEqual([{ bidder: 1, target: 'spices', kind: 'actHere', bidderPays: { ducats: 10, backs: { small: 1 } }, traderPays: {}, promise: [] }]);
    expect(logText(c!).slice(-2).map((l) => l.en)).toEqual(['Player B offers 10 ducats and a small order card (face down) to take the action at the Spices warehouse.', 'Player C makes no offer.']);
    expect(logText(c!).at(-2)!.zh).toBe('玩家 B 出價在香料倉庫執行行動：付 10 元、一張小訂單卡（牌面朝下）。');
    for (const party of [a!, b!]) {
      expect(party.offers[0]!.bidderPays).toEqual({ ducats: 10, cards: [SMALL] });
      expect(logText(party).at(-2)).toEqual({
        zh: '玩家 B 出價在香料倉庫執行行動：付 10 元、一張酒館小訂單（小麥）。',
        en: 'Player B offers 10 ducats and the small order for the Tavern (wheat) to take the action at the Spices warehouse.',
      });
    }
    // the deal struck: the card changes hands, still face down to C
    s = run(s, { type: 'accept', seat: 0, bidder: 1 });
    expect(s.seats[0]!.hand).toEqual([SMALL]);
    expect(names(genoa.view(s, 2), SMALL)).toBe(false);
    expect(logText(genoa.view(s, 2)).map((l) => l.en)).toContain('Player A accepts Player B\'s offer: 10 ducats and a small order card (face down) to the trader.');
    for (const seat of [0, 1]) expect(logText(genoa.view(s, seat)).map((l) => l.en)).toContain('Player A accepts Player B\'s offer: 10 ducats and the small order for the Tavern (wheat) to the trader.');
  });

  it('a counter-offer: C sees neither the bidder\'s card it asks for nor the trader\'s card it adds; A and B see both', () => {
    let s = table('spices', [SMALL], [PRIVILEGE]);
    s = run(s, offer(1, terms('spices', 'actHere', { ducats: 10, cards: [SMALL] })), none(2));
    s = run(s, { type: 'counter', seat: 0, offer: { bidder: 1, ...terms('spices', 'actHere', { ducats: 20, cards: [SMALL] }, { cards: [PRIVILEGE] }) } });
    expect(s.phase).toBe('counter');
    const c = genoa.view(s, 2);
    for (const id of [SMALL, PRIVILEGE]) expect(names(c, id)).toBe(false);
    expect(c.counter).toEqual({ bidder: 1, target: 'spices', kind: 'actHere', bidderPays: { ducats: 20, backs: { small: 1 } }, traderPays: { backs: { privilege: 1 } }, promise: [] });
    expect(logText(c).at(-1)!.en).toBe('Player A makes Player B a counter-offer: 20 ducats and a small order card (face down) to take the action at the Spices warehouse, the trader giving a privilege card (face down).');
    for (const seat of [0, 1]) {
      const v = genoa.view(s, seat);
      expect(v.counter!.bidderPays).toEqual({ ducats: 20, cards: [SMALL] });
      expect(v.counter!.traderPays).toEqual({ cards: [PRIVILEGE] });
      expect(logText(v).at(-1)!.en).toBe('Player A makes Player B a counter-offer: 20 ducats and the small order for the Tavern (wheat) to take the action at the Spices warehouse, the trader giving the privilege for Villa Colini.');
    }
    s = run(s, { type: 'agree', seat: 1 });
    expect(s.seats.map((x) => x.hand)).toEqual([[SMALL], [PRIVILEGE], []]);
    for (const id of [SMALL, PRIVILEGE]) expect(names(genoa.view(s, 2), id)).toBe(false);
    expect(logText(genoa.view(s, 1)).map((l) => l.en)).toContain("Player A accepts Player B's offer: 20 ducats and the small order for the Tavern (wheat) to the trader; the privilege for Villa Colini to Player B.");
  });

  it('a wish and the deal being carried out (the action waiting for its choice) hide their cards from C too', () => {
    let s = table('spices', [SMALL]);
    const far = farTargets(s)[0]!;
    s = run(s, { type: 'wish', seat: 1, target: far, bundle: { cards: [SMALL] } }, none(2));
    expect(names(genoa.view(s, 2), SMALL)).toBe(false);
    expect(genoa.view(s, 2).wishes).toEqual([{ bidder: 1, target: far, bundle: { backs: { small: 1 } } }]);
    expect(genoa.view(s, 0).wishes).toEqual([{ bidder: 1, target: far, bundle: { cards: [SMALL] } }]);
    // B buys Villa Ricci with a card and holds its large order with the goods: the villa's two ways wait for B
    let t = table('spices', [7, SMALL], [], { seats: [{}, { hand: [7, SMALL], goods: { copper: 1, pepper: 1, rice: 1 } }, {}] } as Partial<GenoaPosition>);
    t = run(t, offer(1, terms('villa_ricci', 'moveAndAct', { cards: [SMALL] })), none(2), { type: 'accept', seat: 0, bidder: 1 });
    expect(t.phase).toBe('action');
    expect(t.pending!.deal!.bidderPays).toEqual({ cards: [SMALL] });
    expect(genoa.view(t, 2).pending!.deal!.bidderPays).toEqual({ backs: { small: 1 } });
    expect(names(genoa.view(t, 2), SMALL)).toBe(false);
    expect(genoa.view(t, 1).pending).toEqual(t.pending);
  });

  it("C's view drawn as a state (a class device) shows the offer with its card face down, C's own moves unchanged; face-down cards cannot be offered back", () => {
    const s = run(table('spices', [SMALL]), offer(1, terms('spices', 'actHere', { ducats: 10, cards: [SMALL] })));
    const x = shown(genoa.view(s, 2));
    expect(offerText(x.offers[0]!).en).toBe('Player B offers 10 ducats and a small order card (face down) to take the action at the Spices warehouse');
    expect(genoa.view(x, 2)).toEqual(genoa.view(s, 2));
    expect(genoa.legalMoves(x)).toEqual(genoa.legalMoves(s));
    // a move naming cards by their backs is malformed
    expect(refusal(s, offer(2, terms('spices', 'actHere', x.offers[0]!.bidderPays)))).toBe('genoa.deal.shape');
  });

  it('along random 4-player games: no seat\'s view holds the cards of a deal it is not party to, and every log line is plain', () => {
    let deals = 0;
    for (const seed of [11, 12, 13, 14, 15]) {
      for (const s of randomStates(genoa, { players: 4, seed }, seed)) {
        for (let seat = 0; seat < 4; seat++) {
          const v = genoa.view(s, seat);
          const outside = (bidder: number) => seat !== bidder && seat !== s.trader;
          const held = [...v.offers, ...(v.counter ? [v.counter] : []), ...(v.pending?.deal ? [v.pending.deal] : [])].filter((o) => outside(o.bidder));
          for (const o of held) {
            expect(o.bidderPays.cards ?? []).toEqual([]);
            expect(o.traderPays.cards ?? []).toEqual([]);
            if (o.bidderPays.backs) deals++;
          }
          for (const w of v.wishes) if (outside(w.bidder)) expect(w.bundle.cards ?? []).toEqual([]);
          // a line naming a deal's face-down cards reaches a view only as the words that seat may read
          v.log.forEach((l, i) => {
            expect(Object.keys(lineText(l)).sort()).toEqual(['en', 'zh']);
            if ('others' in lineText(s.log[i]!)) expect(l[0]).toBe('said');
          });
        }
      }
    }
    // random bidders put cards in many offers
    expect(deals).toBeGreaterThan(50);
  });
});

describe("the bots' remarks to the table name no card hidden in a deal", () => {
  it('the trader bot accepting an offer with a card: its reason names the card, what the other seats hear does not', () => {
    let s = table('villa_ricci', [SMALL]);
    s = run(s, offer(1, terms('villa_ricci', 'actHere', { ducats: 5, cards: [SMALL] })), none(2));
    const c = genoaBots.strong.choose(genoa.view(s, 0), genoa.legalMoves(s), 1);
    expect(c.move).toEqual({ type: 'accept', seat: 0, bidder: 1 });
    expect(c.reason.en).toContain(cardName(SMALL).en);
    const heard = [c.publicReason ?? c.reason, genoa.describe(s, c.move)];
    for (const t of heard) expect(`${t.zh} ${t.en}`).not.toMatch(new RegExp(`${cardName(SMALL).zh}|${cardName(SMALL).en.replace(/[()]/g, '\\$&')}`));
    expect(c.publicReason!.en).toContain('a small order card (face down)');
  });

  it('a bidder bot answering a counter-offer that asks for its card: the table hears the card face down', () => {
    let s = table('spices', [SMALL]);
    s = run(s, offer(1, terms('spices', 'actHere', { ducats: 5, cards: [SMALL] })), none(2));
    s = run(s, { type: 'counter', seat: 0, offer: { bidder: 1, ...terms('spices', 'actHere', { ducats: 10, cards: [SMALL] }) } });
    const c = genoaBots.strong.choose(genoa.view(s, 1), genoa.legalMoves(s), 1);
    expect(['agree', 'refuse']).toContain(c.move.type);
    expect(c.reason.en).toContain(cardName(SMALL).en);
    const heard = c.publicReason ?? c.reason;
    expect(`${heard.zh} ${heard.en}`).not.toContain(cardName(SMALL).en);
    expect(`${heard.zh} ${heard.en}`).not.toContain(cardName(SMALL).zh);
    expect(heard.en).toContain('a small order card (face down)');
  });

  it("an offer's description (what the table says of the move) names its cards face down", () => {
    const s = table('spices', [SMALL]);
    const d = genoa.describe(s, offer(1, terms('spices', 'actHere', { ducats: 10, cards: [SMALL] })));
    expect(d).toEqual({ zh: '玩家 B 出價在香料倉庫執行行動：付 10 元、一張小訂單卡（牌面朝下）', en: 'Player B offers 10 ducats and a small order card (face down) to take the action at the Spices warehouse' });
  });
});
