import { describe, expect, it } from 'vitest';
import type { Bot } from '../core/bot';
import { playMatch, randomBot } from '../core/bot-kit';
import { genoaBots } from './bots';
import { genoa } from './game';
import type { GenoaPosition } from './load';
import { loaded, run } from './testing';
import type { GenoaMove, GenoaState, GenoaView } from './types';
import { CARDS, type Good } from './data';

const random = randomBot<GenoaView, GenoaMove>(() => ({ zh: '隨機', en: 'random' }));
const choose = (bot: Bot<GenoaView, GenoaMove>, s: GenoaState, seed = 1) => {
  const seat = genoa.toAct(s)[0]!;
  return bot.choose(genoa.view(s, seat), genoa.legalMoves(s), seed);
};
const pos = (p: Partial<GenoaPosition> & { players: number }): GenoaState => loaded({ seats: Array.from({ length: p.players }, () => ({})), ...p } as GenoaPosition);
const HAN = /\p{Script=Han}/u;

describe('Genoa bots: every choice legal, from the view only, with reasons in both languages', () => {
  for (const players of [2, 3, 4, 5])
    it(`${players} players: strong and easy play whole games to the end`, () => {
      for (let g = 0; g < 3; g++) {
        const bots = Array.from({ length: players }, (_, i) => ((i + g) % 2 ? genoaBots.easy : genoaBots.strong));
        let hiddenLeak = false;
        let unexplained = 0;
        const r = playMatch(genoa, { players, seed: 300 + g }, bots, {
          onChoice: ({ seat, view, choice }) => {
            // the view gives the bot its own money and hand only
            view.seats.forEach((x, i) => {
              if (i !== seat && (x.ducats !== null || x.hand !== null)) hiddenLeak = true;
            });
            for (const t of [choice.reason, choice.publicReason ?? choice.reason]) if (!HAN.test(t.zh) || t.en.trim().length < 10) unexplained++;
          },
        });
        expect(r.ok).toBe(true);
        expect(hiddenLeak).toBe(false);
        expect(unexplained).toBe(0);
      }
    });

  it('the same view, legal moves and seed give the same choice (no clock, no Math.random)', () => {
    const s = pos({ players: 3, path: ['st-7-2'], seats: [{}, { goods: { copper: 1, pepper: 1 }, hand: [7] }, {}] });
    const a = choose(genoaBots.strong, s, 9);
    const b = choose(genoaBots.strong, s, 9);
    expect(a).toEqual(b);
  });

  it('a reason that names a card in the hand comes with a public wording that does not', () => {
    // B holds the large order for Villa Ricci (7: copper, pepper, rice) with its goods; the tower is next to Villa Ricci
    const s = pos({ players: 3, path: ['st-7-2'], seats: [{}, { goods: { copper: 1, pepper: 1, rice: 1 }, hand: [7] }, {}] });
    const c = choose(genoaBots.strong, s);
    expect(c.move).toMatchObject({ type: 'offer', seat: 1, offer: { target: 'villa_ricci', kind: 'moveAndAct' } });
    expect(c.reason.en).toContain('large order');
    expect(c.publicReason).toBeDefined();
    expect(c.publicReason!.en).not.toMatch(/order|message/);
    expect(c.publicReason!.zh).not.toMatch(/訂單|信件/);
  });
});

describe('Genoa bots bargain', () => {
  it('a bidder pays for the space worth most to it, in fives, less than it is worth', () => {
    const s = pos({ players: 3, path: ['st-7-2'], seats: [{}, { goods: { copper: 1, pepper: 1, rice: 1 }, hand: [7] }, {}] });
    const c = choose(genoaBots.strong, s);
    const m = c.move as Extract<GenoaMove, { type: 'offer' }>;
    const d = m.offer.bidderPays.ducats ?? 0;
    expect(d % 5).toBe(0);
    expect(d).toBeGreaterThanOrEqual(5);
    expect(d).toBeLessThan(100);
    // the offer is one the engine takes
    expect(genoa.play(s, m).ok).toBe(true);
  });

  it('with 2 players an offer always holds an item, never money alone', () => {
    const s = pos({ players: 2, path: ['st-7-2'], seats: [{}, { goods: { copper: 1, pepper: 1, rice: 1, salt: 1 }, hand: [7] }] });
    const c = choose(genoaBots.strong, s);
    const m = c.move as Extract<GenoaMove, { type: 'offer' }>;
    expect(m.type).toBe('offer');
    const p = m.offer.bidderPays;
    expect(Object.values(p.goods ?? {}).reduce((a, b) => a + b, 0) + Object.values(p.specials ?? {}).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    // it pays with the good it does not need (salt), keeping the order's goods
    expect(p.goods).toEqual({ salt: 1 });
    expect(genoa.play(s, m).ok).toBe(true);
  });

  it('the trader compares offers side by side and accepts the one worth most to him', () => {
    let s = pos({ players: 3, path: ['spices'], dealt: false, seats: [{}, {}, {}] });
    s = run(
      s,
      { type: 'offer', seat: 1, offer: { target: 'spices', kind: 'actHere', bidderPays: { ducats: 10 }, traderPays: {}, promise: [] } },
      { type: 'offer', seat: 2, offer: { target: 'spices', kind: 'actHere', bidderPays: { ducats: 35 }, traderPays: {}, promise: [] } },
    );
    expect(s.phase).toBe('trader');
    for (const bot of [genoaBots.strong, genoaBots.easy]) {
      const c = choose(bot, s);
      expect(c.move).toEqual({ type: 'accept', seat: 0, bidder: 2 });
      expect(c.reason.en).toContain('Player C');
      expect(HAN.test(c.reason.zh)).toBe(true);
    }
  });

  it('forced sale: with an offer for the start building the trader acts himself or accepts, never walks away', () => {
    // A holds the large order for Villa Ricci with its goods: his own use of the start space is worth far more than 5 ducats
    let s = pos({ players: 3, path: ['villa_ricci'], seats: [{ goods: { copper: 1, pepper: 1, rice: 1 }, hand: [7] }, {}, {}] });
    s = run(s, { type: 'offer', seat: 1, offer: { target: 'villa_ricci', kind: 'actHere', bidderPays: { ducats: 5 }, traderPays: {}, promise: [] } }, { type: 'noOffer', seat: 2 });
    expect(genoa.legalMoves(s).some((m) => m.type === 'move' || m.type === 'stop')).toBe(false);
    const c = choose(genoaBots.strong, s);
    expect(c.move).toEqual({ type: 'actHere', seat: 0 });
    expect(c.publicReason).toBeDefined();
    // without a use of his own the same 5 ducats are taken
    let t = pos({ players: 3, path: ['villa_ricci'], seats: [{}, {}, {}] });
    t = run(t, { type: 'offer', seat: 1, offer: { target: 'villa_ricci', kind: 'actHere', bidderPays: { ducats: 5 }, traderPays: {}, promise: [] } }, { type: 'noOffer', seat: 2 });
    expect(choose(genoaBots.strong, t).move).toEqual({ type: 'accept', seat: 0, bidder: 1 });
  });

  it('a close offer draws a counter-offer; the bidder agrees while the space is still worth the price, else refuses', () => {
    // A (trader) holds the large order for Villa Ricci with its goods; B offers 90 for Villa Ricci, close to A's own use
    let s = pos({ players: 3, path: ['villa_ricci'], seats: [{ goods: { copper: 1, pepper: 1, rice: 1 }, hand: [7] }, { goods: { copper: 1, pepper: 1, rice: 1 }, hand: [7 - 1] }, {}] });
    s = run(s, { type: 'offer', seat: 1, offer: { target: 'villa_ricci', kind: 'actHere', bidderPays: { ducats: 90 }, traderPays: {}, promise: [] } }, { type: 'noOffer', seat: 2 });
    const c = choose(genoaBots.strong, s);
    expect(c.move.type).toBe('counter');
    const counter = c.move as Extract<GenoaMove, { type: 'counter' }>;
    expect(counter.offer.bidder).toBe(1);
    expect(counter.offer.bidderPays.ducats! % 5).toBe(0);
    expect(counter.offer.bidderPays.ducats!).toBeGreaterThan(90);
    expect(c.reason.en).toMatch(/counter/);
    s = run(s, c.move);
    expect(s.phase).toBe('counter');
    const answer = choose(genoaBots.strong, s);
    expect(['agree', 'refuse']).toContain(answer.move.type);
    expect(answer.move.seat).toBe(1);
  });
});

describe('Genoa bots: strength (a reduced sample; the bench plays 200 games)', () => {
  it('strong beats three random players in at least 36 of 40 four-player games', () => {
    let wins = 0;
    for (let g = 0; g < 40; g++) {
      const seat = g % 4;
      const r = playMatch(genoa, { players: 4, seed: 5_000 + g }, [0, 1, 2, 3].map((i) => (i === seat ? genoaBots.strong : random)));
      expect(r.ok).toBe(true);
      if (r.ok && r.result.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(36);
  });

  it('two strong against two easy: the strong pair wins clearly more than half of 40 games', () => {
    let wins = 0;
    for (let g = 0; g < 40; g++) {
      const strong = (i: number) => (i + g) % 2 === 0;
      const r = playMatch(genoa, { players: 4, seed: 6_000 + g }, [0, 1, 2, 3].map((i) => (strong(i) ? genoaBots.strong : genoaBots.easy)));
      expect(r.ok).toBe(true);
      if (r.ok && r.result.winners.some(strong)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(26);
  });
});

describe('Genoa strong bot: paying with the yield', () => {
  it('in the last two rounds it promises a warehouse good its orders do not lack, in place of 5 ducats, and traders accept such deals', () => {
    let promised = 0;
    let accepted = 0;
    for (let g = 0; g < 12; g++) {
      const bots = [0, 1, 2, 3].map((i) => ((i + g) % 2 ? genoaBots.easy : genoaBots.strong));
      const r = playMatch(genoa, { players: 4, seed: 700 + g }, bots, {
        onChoice: ({ state, choice }) => {
          const m = choice.move;
          if (m.type === 'accept') {
            const o = state.offers.find((x) => x.bidder === m.bidder);
            if (o?.promise.some((y) => y.kind === 'good')) accepted++;
          }
          if (m.type !== 'offer' || !m.offer.promise.some((y) => y.kind === 'good') || bots[m.seat] !== genoaBots.strong) return;
          if (state.lastRound - state.round + 1 > 2) return;
          promised++;
          const good = m.offer.promise.find((y) => y.kind === 'good')!;
          const g = (good as { good: Good }).good;
          const held = state.seats[m.seat]!.goods[g] ?? 0;
          // no order in its hand still lacks that good
          const lacks = state.seats[m.seat]!.hand.some((id) => {
            const c = CARDS[id]!;
            return (c.deck === 'large' && held < c.goods.filter((x) => x === g).length) || (c.deck === 'small' && c.good === g && held < 1);
          });
          expect(lacks).toBe(false);
          expect(choice.reason.en).toContain('a share of what the action yields');
        },
      });
      expect(r.ok).toBe(true);
    }
    expect(promised).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
  });
});
