import { describe, expect, it } from 'vitest';
import type { Bot, BotChoice } from '../core/bot';
import type { Bilingual } from '../core/contract';
import { mixHash, playMatch, randomBot } from '../core/bot-kit';
import { BUILDING, CARD_BUILDING, type BuildingId } from './cards';
import { ROLE_NAMES } from './text';
import { easyBot, sanJuanBots, strongBot } from './bots';
import { sanJuan } from './game';
import { loaded } from './testing';
import type { SanJuanMove, SanJuanState, SanJuanView } from './types';

type B = Bot<SanJuanView, SanJuanMove>;
const random: B = randomBot<SanJuanView, SanJuanMove>(() => ({ zh: '隨便選一步。', en: 'A random move.' }));

const choose = (bot: B, s: SanJuanState, seed = 1) => {
  const seat = sanJuan.toAct(s)[0]!;
  return bot.choose(sanJuan.view(s, seat), sanJuan.legalMoves(s), seed);
};

describe('San Juan bots over whole games', () => {
  for (const players of [2, 3, 4]) {
    it(`easy and strong only ever choose legal moves, with move-specific reasons in both languages (${players} players)`, () => {
      const seats: B[] = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? strongBot : easyBot));
      let choices = 0;
      const out = playMatch(sanJuan, { players, seed: 300 + players }, seats, {
        onChoice: ({ legal, choice, view, seat }) => {
          choices++;
          const key = JSON.stringify(choice.move);
          expect(legal.some((m) => JSON.stringify(m) === key)).toBe(true);
          expect(view.seat).toBe(seat);
          expect(choice.reason.en.trim().length).toBeGreaterThan(10);
          expect(/\p{Script=Han}/u.test(choice.reason.zh)).toBe(true);
          // a reason names what it is about
          if (choice.move.type === 'build') expect(choice.reason.en).toContain(BUILDING[CARD_BUILDING[choice.move.card]!].name.en);
          if (choice.move.type === 'pickRole') expect(choice.reason.en).toContain(ROLE_NAMES[choice.move.role].en);
        },
      });
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(out.state.phase).toBe('gameOver');
      expect(out.state.buildings.some((b) => b.length >= 12)).toBe(true);
      expect(choices).toBe(out.moves.length);
    });
  }

  it('same seed and view give the same choice; same match seed gives the same game', () => {
    for (const players of [2, 4]) {
      const m1 = playMatch(sanJuan, { players, seed: 9 }, Array.from({ length: players }, (_, i) => (i % 2 ? easyBot : strongBot)));
      const m2 = playMatch(sanJuan, { players, seed: 9 }, Array.from({ length: players }, (_, i) => (i % 2 ? easyBot : strongBot)));
      expect(m1.ok && m2.ok).toBe(true);
      expect(JSON.stringify(m2.moves)).toBe(JSON.stringify(m1.moves));
    }
  });

  it('the strong bot clearly beats random players (20 four-player games)', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const seat = g % 4;
      const bots: B[] = [random, random, random, random];
      bots[seat] = strongBot;
      const out = playMatch(sanJuan, { players: 4, seed: 1000 + g }, bots);
      expect(out.ok).toBe(true);
      if (out.ok && out.result.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
  });

  it('the strong bot beats the easy bot (16 four-player games, 2 strong + 2 easy; 16 two-player games)', () => {
    let strong = 0;
    let easy = 0;
    for (let g = 0; g < 16; g++) {
      const strongSeats = g % 2 === 0 ? [0, 2] : [1, 3];
      const out = playMatch(sanJuan, { players: 4, seed: 5000 + g }, [0, 1, 2, 3].map((s) => (strongSeats.includes(s) ? strongBot : easyBot)));
      expect(out.ok).toBe(true);
      if (!out.ok) continue;
      if (out.result.winners.some((w) => strongSeats.includes(w))) strong++;
      if (out.result.winners.some((w) => !strongSeats.includes(w))) easy++;
    }
    expect(strong).toBeGreaterThan(easy);
    let points = 0;
    for (let g = 0; g < 16; g++) {
      const s = g % 2;
      const out = playMatch(sanJuan, { players: 2, seed: 6000 + g }, s === 0 ? [strongBot, easyBot] : [easyBot, strongBot]);
      expect(out.ok).toBe(true);
      if (out.ok) points += out.result.seats[s]!.total - out.result.seats[1 - s]!.total;
    }
    expect(points).toBeGreaterThan(0);
  });

  it('exposes both levels', () => {
    expect(sanJuanBots.easy.level).toBe('easy');
    expect(sanJuanBots.strong.level).toBe('strong');
  });
});

/** What every seat but the bot's own hears: the public reason if there is one, else the reason. */
const heard = (c: BotChoice<SanJuanMove>): Bilingual => c.publicReason ?? c.reason;

/** The cards a move gives up or takes in secret: paid, discarded, tucked, kept from a councillor draw. */
function secretCards(view: SanJuanView, move: SanJuanMove): number[] {
  if (move.type === 'pay' || move.type === 'discard' || move.type === 'tuck') return [move.card];
  if (move.type === 'keep' && view.phase !== 'goldMine') return move.cards;
  return [];
}

/**
 * The buildings a choice's public text may name: every building on the table, the one being built
 * (and the one it covers), the gold mine's face-up cards. Any other card the seat holds or has
 * drawn is hidden, and so is a card the move pays, discards, tucks or keeps as councillor, even
 * when another copy of it stands in front of another seat. Only a twin of a building of the bot's
 * own stays nameable (its reason may speak of "my chapel" while it tucks a second chapel card).
 */
function hiddenNames(view: SanJuanView, move: SanJuanMove): { hidden: BuildingId[]; shown: BuildingId[] } {
  const own = new Set(view.buildings[view.seat]!.map((b) => CARD_BUILDING[b.card]!));
  const shown = new Set<BuildingId>();
  for (const t of view.buildings) for (const b of t) shown.add(CARD_BUILDING[b.card]!);
  if (move.type === 'build') {
    shown.add(CARD_BUILDING[move.card]!);
    if (move.over !== undefined) shown.add(CARD_BUILDING[move.over]!);
  }
  if (view.phase === 'goldMine') for (const c of view.drawn) shown.add(CARD_BUILDING[c]!);
  const secret = new Set(secretCards(view, move).map((c) => CARD_BUILDING[c]!));
  for (const id of secret) if (!own.has(id)) shown.delete(id);
  const held = [...view.hand, ...(view.phase === 'goldMine' ? [] : view.drawn)].map((c) => CARD_BUILDING[c]!);
  const hidden = new Set([...secret, ...held].filter((id) => !shown.has(id)));
  return { hidden: [...hidden], shown: [...shown] };
}

/** The hidden buildings a text names, in either language (English as whole words, any case). */
function namedHidden(text: Bilingual, hidden: readonly BuildingId[], shown: readonly BuildingId[]): BuildingId[] {
  // a public name is read as itself first, so that no hidden name is found inside it
  const byLength = (a: string, b: string) => b.length - a.length;
  let zh = text.zh;
  let en = text.en.toLowerCase();
  for (const n of shown.map((id) => BUILDING[id].name.zh).sort(byLength)) zh = zh.split(n).join('／');
  for (const n of shown.map((id) => BUILDING[id].name.en.toLowerCase()).sort(byLength)) en = en.split(n).join('/');
  return hidden.filter((id) => zh.includes(BUILDING[id].name.zh) || new RegExp(`\\b${BUILDING[id].name.en.toLowerCase()}\\b`).test(en));
}

describe('what the other seats hear of a bot’s reasons', () => {
  for (const players of [2, 3, 4]) {
    it(`never names a card hidden from them, for either level, over whole games (${players} players)`, () => {
      const types: Record<string, number> = {};
      const phases: Record<string, number> = {};
      let withPublic = 0;
      const leaks: string[] = [];
      for (let g = 0; g < 10; g++) {
        const seed = 7100 + 17 * players + g;
        // random seats reach odd corners (archive, gold mine, chapel, crane); bot seats play well
        const seats: B[] = Array.from({ length: players }, (_, i) => (g % 3 === 0 ? random : [random, strongBot, easyBot][(i + g) % 3]!));
        const out = playMatch(sanJuan, { players, seed, options: { startingHands: g % 2 === 1 } }, seats, {
          onChoice: ({ view, legal, state }) => {
            for (const bot of [easyBot, strongBot]) {
              const c = bot.choose(view, legal, mixHash(seed, state.logCount, view.seat));
              const { hidden, shown } = hiddenNames(view, c.move);
              const said = heard(c);
              const named = namedHidden(said, hidden, shown);
              if (named.length) leaks.push(`${bot.level} ${view.phase} ${c.move.type} names ${named.join(', ')}: ${said.en} / ${said.zh}`);
              if (c.publicReason) {
                withPublic++;
                expect(c.publicReason.en.trim().length).toBeGreaterThan(10);
                expect(/\p{Script=Han}/u.test(c.publicReason.zh)).toBe(true);
              }
              types[c.move.type] = (types[c.move.type] ?? 0) + 1;
              phases[view.phase] = (phases[view.phase] ?? 0) + 1;
            }
          },
        });
        expect(out.ok).toBe(true);
      }
      expect(leaks.slice(0, 5)).toEqual([]);
      // every kind of choice was met many times, in every phase that has one
      for (const type of ['pickRole', 'build', 'pay', 'keep', 'discard', 'tuck', 'produce', 'sell', 'pass']) expect(types[type] ?? 0).toBeGreaterThan(50);
      for (const phase of ['startHand', 'chapel', 'handLimit', 'pickRole', 'builder', 'payment', 'producer', 'trader', 'councillor', 'archive', 'goldMine'])
        expect(phases[phase] ?? 0).toBeGreaterThan(0);
      expect(withPublic).toBeGreaterThan(50);
    });
  }

  it('the full reason still names the card for the bot’s own seat; the public one does not', () => {
    const s = loaded({ players: 2, round: 3, phase: 'chapel', buildings: [['indigo_plant', 'chapel', 'well'], ['indigo_plant']], hands: [['well', 'palace', 'hero', 'library', 'statue'], 2] });
    const c = choose(strongBot, s);
    expect(c.move.type).toBe('tuck');
    expect(c.reason.en).toMatch(/\bWell\b/);
    expect(c.publicReason?.en).toBe('I tuck a card under my chapel: a sure point from the card I need least.');
    expect(c.publicReason?.zh).toBe('我把 1 張手牌壓到禮拜堂下：多 1 分，用的是最不需要的那張。');
    expect(namedHidden(c.reason, ['well', 'palace', 'hero', 'library', 'statue'], [])).toEqual(['well']);
    expect(namedHidden(heard(c), ['well', 'palace', 'hero', 'library', 'statue'], [])).toEqual([]);
  });
});

describe('San Juan bots in set situations', () => {
  it('the builder with a library, smithy and quarry builds the hero for 2 and pays with a card it cannot use', () => {
    const s = loaded({
      players: 3,
      phase: 'builder',
      picks: [['builder', 0]],
      buildings: [['indigo_plant', 'library', 'smithy', 'quarry'], ['indigo_plant'], ['indigo_plant']],
      hands: [['hero', 'quarry', 'indigo_plant', 'sugar_mill'], 2, 2],
    });
    for (const bot of [easyBot, strongBot]) {
      const c = choose(bot, s);
      expect(c.move.type).toBe('build');
      if (c.move.type !== 'build') continue;
      expect(CARD_BUILDING[c.move.card]).toBe('hero');
      expect(c.reason.en).toMatch(/Hero for 2/);
      const r = sanJuan.play(s, c.move);
      if (!r.ok) throw new Error(r.violation.rule);
      // a second quarry can never be built: it is the first card paid
      const pay = choose(bot, r.state);
      expect(pay.move.type).toBe('pay');
      if (pay.move.type === 'pay') expect(CARD_BUILDING[pay.move.card]).toBe('quarry');
    }
  });

  it('produces as many goods as allowed and sells the dearest first', () => {
    const prod = loaded({
      players: 3,
      phase: 'producer',
      picks: [['producer', 0]],
      buildings: [['indigo_plant', 'silver_smelter', 'coffee_roaster'], ['indigo_plant'], ['indigo_plant']],
    });
    const trade = loaded({
      players: 3,
      phase: 'trader',
      picks: [['trader', 0]],
      buildings: [[{ card: 'indigo_plant', good: true }, { card: 'silver_smelter', good: true }, { card: 'coffee_roaster', good: true }], ['indigo_plant'], ['indigo_plant']],
    });
    for (const bot of [easyBot, strongBot]) {
      const p = choose(bot, prod);
      expect(p.move.type).toBe('produce');
      if (p.move.type === 'produce') expect(p.move.buildings.map((b) => CARD_BUILDING[b]).sort()).toEqual(['coffee_roaster', 'silver_smelter']);
      const t = choose(bot, trade);
      expect(t.move.type).toBe('sell');
      if (t.move.type === 'sell') expect(t.move.buildings.map((b) => CARD_BUILDING[b]).sort()).toEqual(['coffee_roaster', 'silver_smelter']);
      expect(t.reason.en).toMatch(/silver/);
    }
  });

  it('with goods waiting and nothing to build, the strong bot picks the trader, not the builder', () => {
    const s = loaded({
      players: 3,
      buildings: [[{ card: 'coffee_roaster', good: true }, { card: 'silver_smelter', good: true }, 'indigo_plant'], ['indigo_plant'], ['indigo_plant']],
      hands: [['palace'], 1, 1],
    });
    const c = choose(strongBot, s);
    expect(c.move).toEqual({ type: 'pickRole', seat: 0, role: 'trader' });
    expect(c.reason.en).toMatch(/goods/);
  });

  it('keeps the card worth most from a councillor draw and a gold mine', () => {
    const s = loaded({
      players: 3,
      phase: 'councillor',
      picks: [['councillor', 0]],
      buildings: [['indigo_plant', 'library'], ['indigo_plant'], ['indigo_plant']],
      deckTop: ['indigo_plant', 'library', 'well', 'crane', 'smithy', 'chapel', 'tower', 'prefecture'],
    });
    for (const bot of [easyBot, strongBot]) {
      const c = choose(bot, s);
      expect(c.move.type).toBe('keep');
      // the library is already owned (worth only money); the prefecture or the chapel is kept
      if (c.move.type === 'keep') expect(['prefecture', 'chapel']).toContain(CARD_BUILDING[c.move.cards[0]!]);
    }
  });

  it('a chapel owner with a full hand tucks its least useful card', () => {
    const s = loaded({ players: 2, round: 3, phase: 'chapel', buildings: [['indigo_plant', 'chapel', 'well'], ['indigo_plant']], hands: [['well', 'palace', 'hero', 'library', 'statue'], 2] });
    const c = choose(strongBot, s);
    expect(c.move.type).toBe('tuck');
    if (c.move.type === 'tuck') expect(CARD_BUILDING[c.move.card]).toBe('well');
  });
});
