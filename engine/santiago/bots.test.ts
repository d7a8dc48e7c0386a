import { describe, expect, it } from 'vitest';
import type { Bot } from '../core/bot';
import { playMatch, randomBot } from '../core/bot-kit';
import { santiago } from './index';
import { easyBot, estimateMoney, santiagoBots, strongBot, outlook, plotDistances } from './bots';
import type { SantiagoMove, SantiagoState, SantiagoView } from './types';
import { loaded } from './testing';
import type { PlantationSpec } from './load';

const plantSpec = (c: number, r: number, crop: PlantationSpec['crop'], owner: number, markers: number): PlantationSpec => ({ at: [c, r], crop, owner, markers });

type B = Bot<SantiagoView, SantiagoMove>;
const random: B = randomBot<SantiagoView, SantiagoMove>(() => ({ zh: '隨便選一步。', en: 'A random move.' }));

function fresh(players: number, seed: number): SantiagoState {
  const s = santiago.setup({ players, seed, options: { spring: 'setup', springAt: { x: 2, y: 1 } } });
  if (!s.ok) throw new Error(s.error.en);
  return s.state;
}

/** Plays until `stop` says so, every seat played by `bot`. */
function playUntil(start: SantiagoState, bot: B, stop: (s: SantiagoState) => boolean, seed = 1): SantiagoState {
  let s = start;
  let k = 0;
  while (!santiago.isOver(s) && !stop(s)) {
    const seat = santiago.toAct(s)[0]!;
    const c = bot.choose(santiago.view(s, seat), santiago.legalMoves(s), seed * 7919 + k++);
    const r = santiago.play(s, c.move);
    if (!r.ok) throw new Error(r.violation.rule);
    s = r.state;
  }
  return s;
}

describe('Santiago bots over whole games', () => {
  for (const players of [3, 4, 5]) {
    it(`easy and strong only ever choose legal moves, with reasons in both languages (${players} players)`, () => {
      const seats: B[] = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? strongBot : easyBot));
      let choices = 0;
      const out = playMatch(santiago, { players, seed: 100 + players }, seats, {
        onChoice: ({ legal, choice }) => {
          choices++;
          const key = JSON.stringify(choice.move);
          expect(legal.some((m) => JSON.stringify(m) === key)).toBe(true);
          expect(choice.reason.en.trim().length).toBeGreaterThan(10);
          expect(choice.reason.zh.trim().length).toBeGreaterThan(4);
          expect(/\p{Script=Han}/u.test(choice.reason.zh)).toBe(true);
        },
      });
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(out.state.phase).toBe('gameOver');
      expect(out.state.round).toBe(players === 5 ? 9 : 11);
      expect(choices).toBe(out.moves.length);
    });
  }

  it('rebuilds hidden cash exactly from the public log during a game', () => {
    let checked = 0;
    const out = playMatch(santiago, { players: 4, seed: 77 }, [strongBot, easyBot, random, strongBot], {
      onChoice: ({ state, view }) => {
        checked++;
        expect(estimateMoney(view)).toEqual(state.money);
        // own cash is shown, others hidden
        expect(view.money.filter((m) => m === null).length).toBe(3);
      },
    });
    expect(out.ok).toBe(true);
    expect(checked).toBeGreaterThan(100);
  });

  it('same seed and view give the same choice', () => {
    const s = playUntil(fresh(4, 5), easyBot, (x) => x.phase === 'planting');
    const seat = santiago.toAct(s)[0]!;
    const legal = santiago.legalMoves(s);
    for (const bot of [easyBot, strongBot]) {
      const a = bot.choose(santiago.view(s, seat), legal, 42);
      const b = bot.choose(santiago.view(s, seat), legal, 42);
      expect(b).toEqual(a);
    }
    const m1 = playMatch(santiago, { players: 3, seed: 9 }, [strongBot, easyBot, strongBot]);
    const m2 = playMatch(santiago, { players: 3, seed: 9 }, [strongBot, easyBot, strongBot]);
    expect(m1.ok && m2.ok).toBe(true);
    expect(JSON.stringify(m2.moves)).toBe(JSON.stringify(m1.moves));
  });

  it('the strong bot clearly beats random players (20 four-player games)', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const seat = g % 4;
      const bots: B[] = [random, random, random, random];
      bots[seat] = strongBot;
      const out = playMatch(santiago, { players: 4, seed: 1000 + g }, bots);
      expect(out.ok).toBe(true);
      if (out.ok && out.result.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
  });

  it('the strong bot beats the easy bot (12 four-player games, 2 strong + 2 easy)', () => {
    let strongWins = 0;
    let easyWins = 0;
    for (let g = 0; g < 12; g++) {
      const strongSeats = g % 2 === 0 ? [0, 2] : [1, 3];
      const bots: B[] = [0, 1, 2, 3].map((s) => (strongSeats.includes(s) ? strongBot : easyBot));
      const out = playMatch(santiago, { players: 4, seed: 5000 + g }, bots);
      expect(out.ok).toBe(true);
      if (!out.ok) continue;
      if (out.result.winners.some((w) => strongSeats.includes(w))) strongWins++;
      if (out.result.winners.some((w) => !strongSeats.includes(w))) easyWins++;
    }
    expect(strongWins).toBeGreaterThanOrEqual(9);
    expect(strongWins).toBeGreaterThan(easyWins);
  });

  it('exposes both levels', () => {
    expect(santiagoBots.easy.level).toBe('easy');
    expect(santiagoBots.strong.level).toBe('strong');
  });
});

/** What a table of one bot level does over whole four-player games: the habits students should see. */
function selfPlay(bot: B, seeds: readonly number[]) {
  let rounds = 0;
  let bids = 0;
  let decisions = 0;
  let built = 0;
  let extras = 0;
  let seats = 0;
  let tiles = 0;
  let deserts = 0;
  for (const seed of seeds) {
    const out = playMatch(santiago, { players: 4, seed }, [bot, bot, bot, bot], {
      onChoice: ({ state, choice }) => {
        const m = choice.move;
        if (m.type === 'bid') bids++;
        if ((m.type === 'accept' || m.type === 'refuse' || m.type === 'buildOwn' || m.type === 'buildNothing') && state.canalSupply > 0) {
          decisions++;
          if (m.type !== 'buildNothing') built++;
        }
        if (m.type === 'extraCanal') extras++;
      },
    });
    if (!out.ok) throw new Error(out.error);
    rounds += out.state.rounds;
    seats += out.state.players;
    tiles += out.state.plantations.length;
    deserts += out.state.plantations.filter((p) => p.desert).length;
  }
  return { bidsPerRound: bids / rounds, buildShare: built / decisions, extrasUsed: extras / seats, desertShare: deserts / tiles };
}

describe('Santiago bots play like a real table (four-player self-play)', () => {
  const seeds = [42, 43, 44, 45, 46, 47];
  it('easy bots bid most rounds, overseers build, extra canals get used, most plantations survive', () => {
    const st = selfPlay(easyBot, seeds);
    expect(st.bidsPerRound).toBeGreaterThanOrEqual(2);
    expect(st.buildShare).toBeGreaterThanOrEqual(0.8);
    expect(st.extrasUsed).toBeGreaterThan(0.5);
    expect(st.desertShare).toBeLessThanOrEqual(0.35);
  });

  it('strong bots do the same with fewer deserts', () => {
    const st = selfPlay(strongBot, seeds);
    expect(st.bidsPerRound).toBeGreaterThanOrEqual(2);
    expect(st.buildShare).toBeGreaterThanOrEqual(0.8);
    expect(st.extrasUsed).toBeGreaterThan(0.5);
    expect(st.desertShare).toBeLessThanOrEqual(0.25);
  });
});

describe('Santiago bots in set situations', () => {
  it('a bot with no cash can only pass, and does', () => {
    const s0 = fresh(4, 3);
    const seat = santiago.toAct(s0)[0]!;
    const money = s0.money.slice();
    money[seat] = 0;
    const s: SantiagoState = { ...s0, money };
    const legal = santiago.legalMoves(s);
    expect(legal).toEqual([{ type: 'pass', seat }]);
    for (const bot of [easyBot, strongBot]) {
      const c = bot.choose(santiago.view(s, seat), legal, 1);
      expect(c.move).toEqual({ type: 'pass', seat });
      expect(c.reason.en).toMatch(/no money/);
    }
  });

  it('the overseer accepts a bribe worth more than building his own canal costs', () => {
    // overseer 0, no plantations of his own: a 5-escudo bribe beats refusing (6 to the bank)
    const base = playUntil(fresh(4, 11), easyBot, (x) => x.phase === 'proposals');
    const overseer = base.overseer;
    const proposer = base.proposalOrder[0]!;
    const plantations = base.plantations.map((p) => ({ ...p, owner: p.owner === overseer ? null : p.owner, markers: p.owner === overseer ? 0 : p.markers }));
    const money = base.money.map(() => 20);
    let s: SantiagoState = { ...base, plantations, money };
    const seg = santiago.legalMoves(s).find((m) => m.type === 'propose')!;
    if (seg.type !== 'propose') throw new Error('no proposal possible');
    let r = santiago.play(s, { ...seg, seat: proposer, amount: 5 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.state;
    while (s.phase === 'proposals') {
      const seat = santiago.toAct(s)[0]!;
      r = santiago.play(s, { type: 'passBribe', seat });
      if (!r.ok) throw new Error(r.violation.rule);
      s = r.state;
    }
    expect(s.phase).toBe('overseerDecision');
    for (const bot of [easyBot, strongBot]) {
      const c = bot.choose(santiago.view(s, overseer), santiago.legalMoves(s), 3);
      expect(c.move).toEqual({ type: 'accept', seat: overseer, proposal: 0 });
      expect(c.reason.en).toMatch(/accept the 5 escudos/);
    }
  });

  it('an overseer nobody bribed pays 1 to water his own dry field', () => {
    const s = loaded({
      players: 4,
      spring: [2, 1],
      phase: 'overseerDecision',
      round: 3,
      overseer: 0,
      plantations: [plantSpec(4, 2, 'beans', 0, 2), plantSpec(5, 2, 'beans', 0, 2), plantSpec(0, 5, 'chili', 1, 2), plantSpec(7, 0, 'bananas', 2, 2)],
    });
    const legal = santiago.legalMoves(s);
    expect(legal.some((m) => m.type === 'buildNothing')).toBe(true);
    for (const bot of [easyBot, strongBot]) {
      const c = bot.choose(santiago.view(s, 0), legal, 4);
      expect(c.move).toEqual({ type: 'buildOwn', seat: 0, segment: { dir: 'H', x: 2, y: 1 } });
      expect(c.reason.en).toMatch(/^Nobody proposed, so I pay 1 to build a canal: H2,1 would water 2 dry plantations of mine carrying 4 markers\.$/);
    }
  });

  it('an overseer nobody bribed still builds when no canal touches his fields', () => {
    // seat 0's only field is far from the spring; the canal keeps the network growing
    const s = loaded({
      players: 4,
      spring: [2, 1],
      phase: 'overseerDecision',
      round: 2,
      overseer: 0,
      plantations: [plantSpec(0, 0, 'beans', 0, 2), plantSpec(7, 5, 'chili', 1, 2)],
    });
    const c = easyBot.choose(santiago.view(s, 0), santiago.legalMoves(s), 4);
    expect(c.move.type).toBe('buildOwn');
    expect(c.reason.en).toMatch(/^Nobody proposed, so I pay 1 to build a canal: [HV]\d,\d /);
  });

  it('a bidder plants a two-planter tile next to its own same-crop field by the canal', () => {
    const base = playUntil(fresh(4, 21), easyBot, (x) => x.phase === 'planting');
    const seat = santiago.toAct(base)[0]!;
    const tile = base.revealed[0]!;
    // seat owns a watered field of that crop at (3,1)-(4,1) beside canal V2,0; everything else cleared
    const owned = [
      { c: 3, r: 1 },
      { c: 4, r: 1 },
    ].map((p, i) => ({ ...p, tile: { id: 100 + i, crop: tile.crop, planters: 2 as const }, owner: seat, markers: 2, palm: false, desert: false }));
    const s: SantiagoState = { ...base, plantations: owned, canals: [{ dir: 'V', x: 2, y: 0 }], revealed: [tile] };
    for (const bot of [easyBot, strongBot]) {
      const c = bot.choose(santiago.view(s, seat), santiago.legalMoves(s), 5);
      expect(c.move.type).toBe('plant');
      if (c.move.type !== 'plant') continue;
      const at = c.move.at;
      const touches = owned.some((p) => Math.abs(p.c - at.c) + Math.abs(p.r - at.r) === 1);
      expect(touches).toBe(true);
      expect(c.reason.en).toMatch(/joins my/);
    }
  });

  it('uses the extra canal in the last round when it saves own plantations', () => {
    // seat 1 is first to be offered the extra canal (overseer 0); its dry two-marker beans beside
    // H2,1 at the spring would turn to desert at the final scoring
    const s = loaded({
      players: 3,
      spring: [2, 1],
      phase: 'extraIrrigation',
      round: 11,
      overseer: 0,
      canals: ['V2,0'],
      plantations: [plantSpec(4, 2, 'beans', 1, 2), plantSpec(0, 0, 'chili', 0, 2)],
    });
    expect(santiago.toAct(s)).toEqual([1]);
    const legal = santiago.legalMoves(s);
    expect(legal.some((m) => m.type === 'extraCanal' && m.segment.dir === 'H' && m.segment.x === 2 && m.segment.y === 1)).toBe(true);
    for (const bot of [easyBot, strongBot]) {
      const c = bot.choose(santiago.view(s, 1), legal, 8);
      expect(c.move.type).toBe('extraCanal');
      if (c.move.type !== 'extraCanal') continue;
      // H2,1 or V2,1 both water (4,2)
      expect(['H2,1', 'V2,1']).toContain(`${c.move.segment.dir}${c.move.segment.x},${c.move.segment.y}`);
      expect(c.reason.en).toMatch(/last round .* 1 dry plantation of mine would turn to desert/);
    }
  });

  it('uses the extra canal mid-game to save a plantation about to lose its last marker', () => {
    const s = loaded({
      players: 4,
      spring: [2, 1],
      phase: 'extraIrrigation',
      round: 4,
      overseer: 0,
      canals: ['V2,0'],
      plantations: [plantSpec(4, 2, 'beans', 1, 1), plantSpec(5, 2, 'beans', 1, 2), plantSpec(0, 0, 'chili', 2, 2), plantSpec(7, 5, 'bananas', 3, 2)],
    });
    expect(santiago.toAct(s)).toEqual([1]);
    const legal = santiago.legalMoves(s);
    for (const bot of [easyBot, strongBot]) {
      const c = bot.choose(santiago.view(s, 1), legal, 8);
      expect(c.move).toEqual({ type: 'extraCanal', seat: 1, segment: { dir: 'H', x: 2, y: 1 } });
      expect(c.reason.en).toMatch(/on H2,1 now: otherwise my plantation with one marker left would lose it/);
    }
  });

  it('keeps the extra canal early on when it would save nothing of its own', () => {
    // seat 1's only plantation is already watered; nothing of its own is dry
    const s = loaded({
      players: 4,
      spring: [2, 1],
      phase: 'extraIrrigation',
      round: 2,
      overseer: 0,
      canals: ['V2,0'],
      plantations: [plantSpec(3, 1, 'beans', 1, 2), plantSpec(0, 5, 'chili', 2, 2), plantSpec(7, 5, 'bananas', 3, 2)],
    });
    for (const bot of [easyBot, strongBot]) {
      const c = bot.choose(santiago.view(s, 1), santiago.legalMoves(s), 8);
      expect(c.move).toEqual({ type: 'declineExtra', seat: 1 });
      expect(c.reason.en).toMatch(/keep my extra canal/);
    }
  });
});

describe('the water model', () => {
  it('a watered plot is safe, a far one is worth little, an unreachable one nothing', () => {
    expect(outlook(0, 2, false, 5)).toEqual([1, 2]);
    expect(outlook(0, 2, true, 5)).toEqual([1, 3]);
    const near = outlook(1, 2, false, 5);
    const far = outlook(3, 2, false, 5);
    expect(near[0]).toBeGreaterThan(far[0]);
    expect(near[1]).toBeGreaterThan(far[1]);
    expect(outlook(2, 2, false, 1)).toEqual([0, 0]);
  });

  it('measures canal distance from the spring', () => {
    const built = new Array<boolean>(31).fill(false);
    const d = plotDistances({ x: 2, y: 1 }, built);
    // plot (4,2) touches segments H2,1 and V2,1, both at the spring
    expect(d[2 * 8 + 4]).toBe(1);
    expect(d[0]).toBeGreaterThan(1);
    built[1 * 4 + 2] = true; // H2,1 (index y·4 + x)
    expect(plotDistances({ x: 2, y: 1 }, built)[2 * 8 + 4]).toBe(0);
  });
});
