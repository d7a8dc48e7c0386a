/** The game review over San Juan (quick playouts): reproducible, view-only, marked by thresholds, the played move always shown. */
import { describe, expect, it } from 'vitest';
import { mixHash, playMatch, randomBot } from './bot-kit';
import type { GameRecord } from './contract';
import { analyse } from './expert';
import { CLEAR_LOSS, classify, clearLoss, decisionPoints, reviewReason, reviewDecisions, reviewPoint, sameMove, seedNumber, type GameReview, type ReviewThresholds } from './review';
import { Draw, seedRng } from './rng';
import { sanJuanLookahead as sanJuan } from '../san-juan/sample';
import { sanJuanBots } from '../san-juan/bots';
import { sanJuanReview } from '../san-juan/review';
import type { SanJuanMove, SanJuanOptions, SanJuanState } from '../san-juan/types';

const strong = sanJuanBots.strong;
/** Few playouts: the tests stay quick. */
const REVIEW: GameReview<SanJuanState, SanJuanMove> = { ...sanJuanReview, options: { determinizations: 2, maxCandidates: 2 } };

/** A 4-player game: seat 0 plays at random (it makes choices the strong bot would not), the others strong. */
function record(seed: number): GameRecord<SanJuanOptions, SanJuanMove> {
  const random = randomBot<unknown, SanJuanMove>(() => ({ zh: '隨便', en: 'at random' }));
  const out = playMatch(sanJuan, { players: 4, seed }, [random as never, strong, strong, strong]);
  if (!out.ok) throw new Error(out.error);
  return { game: sanJuan.id, players: 4, seed, options: {}, moves: out.moves };
}

const rec = record(21);
const points = decisionPoints(sanJuan, rec, 0);

describe('the decisions reviewed', () => {
  it('are the seat’s own moves where it had more than one legal move, in order', () => {
    let s = (sanJuan.setup({ players: 4, seed: 21 }) as { ok: true; state: SanJuanState }).state;
    const expected: number[] = [];
    rec.moves.forEach((m, i) => {
      if (m.seat === 0 && sanJuan.legalMoves(s).filter((x) => x.seat === 0).length > 1) expected.push(i);
      s = (sanJuan.play(s, m) as { ok: true; state: SanJuanState }).state;
    });
    expect(expected.length).toBeGreaterThan(20);
    expect(points.map((p) => p.index)).toEqual(expected);
    expect(points.every((p) => sameMove(p.move, rec.moves[p.index]))).toBe(true);
  });
});

describe('the review of a decision', () => {
  const first = [...reviewDecisions(sanJuan, strong, rec, 0, REVIEW, points.slice(0, 6))];

  it('is reproducible: the same record gives a deep-equal review', () => {
    const again = [...reviewDecisions(sanJuan, strong, JSON.parse(JSON.stringify(rec)), 0, REVIEW, decisionPoints(sanJuan, rec, 0).slice(0, 6))];
    expect(again).toEqual(first);
    expect(first).toHaveLength(6);
  });

  it('always shows the played move with its numbers, even when the candidates were cut', () => {
    const one: GameReview<SanJuanState, SanJuanMove> = { ...REVIEW, options: { determinizations: 2, maxCandidates: 1 } };
    for (const p of points.slice(0, 8)) {
      const d = reviewPoint(sanJuan, strong, p, 0, rec.seed, one);
      expect(sameMove(d.played.move, p.move)).toBe(true);
      expect(d.played.playouts).toBe(2);
      expect(d.alternatives.filter((a) => sameMove(a.move, p.move))).toHaveLength(1);
      expect(d.estimate).toBe(d.played.meanScore);
      expect(d.best).toEqual(d.alternatives[0]);
      expect(d.loss).toEqual({ share: Math.max(0, d.best.winShare - d.played.winShare), points: Math.max(0, d.best.meanScore - d.played.meanScore) });
      expect(d.mark).toBe(classify(d.clear, one.thresholds));
      // the alternatives other than the played move read differently
      const others = d.alternatives.filter((a) => !sameMove(a.move, p.move)).map((a) => a.text.en);
      expect(new Set(others).size).toBe(others.length);
    }
    // the random seat played something other than the strong bot's choice at some of these decisions
    const cut = points.slice(0, 8).filter((p) => {
      const legal = sanJuan.legalMoves(p.state).filter((m) => m.seat === 0);
      return !sameMove(strong.choose(sanJuan.view(p.state, 0), legal, mixHash(seedNumber(rec.seed), p.index)).move, p.move);
    });
    expect(cut.length).toBeGreaterThan(0);
  });

  it('gives the decision its index, round, the played and best moves described, and the numbers it was judged by', () => {
    const d = first[0]!;
    const p = points[0]!;
    expect(d.index).toBe(p.index);
    expect(d.round).toBe(p.state.round);
    expect(d.seat).toBe(0);
    expect(d.played.text).toEqual(sanJuanReview.describe!(p.state, p.move));
    expect(d.alternatives.length).toBeLessThanOrEqual(4);
    const total = analyse(sanJuan, strong, sanJuan.view(p.state, 0), sanJuan.legalMoves(p.state).filter((m) => m.seat === 0), mixHash(seedNumber(21), p.index), {
      ...REVIEW.options,
      include: p.move,
    }).candidates.reduce((t, c) => t + c.playouts, 0);
    expect(d.why.en.startsWith(`In ${total} playouts this move won ${Math.round(d.best.winShare * 100)}%`)).toBe(true);
    expect(d.why.zh.startsWith(`在 ${total} 次模擬對局中，這一步贏了 ${Math.round(d.best.winShare * 100)}%`)).toBe(true);
    for (const x of first)
      if (sameMove(x.best.move, x.played.move)) expect(x.why.en.endsWith(' You played this move.')).toBe(true);
      else expect(x.why.en).toContain(` Your move won ${Math.round(x.played.winShare * 100)}% (${x.played.meanScore.toFixed(1)} VP on average)`);
  });

  it('uses only what the seat sees: a true state differing only in hidden parts gets the same review', () => {
    const p = points[3]!;
    const view = sanJuan.view(p.state, 0);
    const other = sanJuan.sample!(view, 0, new Draw(seedRng(99)));
    expect(sanJuan.view(other, 0)).toEqual(view);
    expect(JSON.stringify(other.hands.slice(1))).not.toBe(JSON.stringify(p.state.hands.slice(1)));
    expect(JSON.stringify(other.deck)).not.toBe(JSON.stringify(p.state.deck));
    const a = reviewPoint(sanJuan, strong, p, 0, rec.seed, REVIEW);
    const b = reviewPoint(sanJuan, strong, { ...p, state: other }, 0, rec.seed, REVIEW);
    expect(b).toEqual(a);
  });
});

describe('a played move the legal list leaves out', () => {
  it('is analysed too: Puerto Rico lists at most 40 colonist arrangements, a strong bot may place them otherwise', async () => {
    const { puertoRicoLookahead: puertoRico } = await import('../puerto-rico/sample');
    const { puertoRicoBots } = await import('../puerto-rico/bots');
    const { puertoRicoReview } = await import('../puerto-rico/review');
    const s = puertoRicoBots.strong;
    const out = playMatch(puertoRico, { players: 4, seed: 7001 }, [s, s, s, s]);
    if (!out.ok) throw new Error(out.error);
    const prRecord = { game: puertoRico.id, players: 4, seed: 7001, options: {}, moves: out.moves };
    const unlisted = decisionPoints(puertoRico, prRecord, 0).find((p) => !puertoRico.legalMoves(p.state).some((m) => sameMove(m, p.move)));
    expect(unlisted?.move.type).toBe('arrange');
    const d = reviewPoint(puertoRico, s, unlisted!, 0, prRecord.seed, { ...puertoRicoReview, options: { determinizations: 2, maxCandidates: 2 } });
    expect(sameMove(d.played.move, unlisted!.move)).toBe(true);
    expect(d.played.playouts).toBe(2);
    expect(d.alternatives.filter((a) => sameMove(a.move, unlisted!.move))).toHaveLength(1);
  });
});

describe('a move as the review tells it', () => {
  it('names the cards a San Juan seat paid or kept (its own, which the public log only counts)', async () => {
    const { describeForReview } = await import('../san-juan/review');
    const p = points.find((x) => x.move.type === 'pay' || x.move.type === 'keep')!;
    const t = describeForReview(p.state, p.move);
    const cards = p.move.type === 'pay' ? [p.move.card] : p.move.type === 'keep' ? p.move.cards : [];
    const { cardName } = await import('../san-juan/text');
    expect(t.en).toBe(`${sanJuan.describe(p.state, p.move).en.replace(/\.$/, '')}: ${cards.map((c) => cardName(c).en).join(', ')}.`);
  });

  it('tells Puerto Rico colonists’ arrangements apart: manned, empty, waiting', async () => {
    const { describeForReview } = await import('../puerto-rico/review');
    const { puertoRico } = await import('../puerto-rico/game');
    const made = puertoRico.setup({ players: 3, seed: 1 });
    if (!made.ok) throw new Error(made.error.en);
    // a seat's own board, as plain JSON: a manned corn plantation, a quarry, a small indigo plant, one colonist waiting
    const seats = made.state.seats.slice();
    seats[0] = { ...seats[0]!, island: [{ kind: 'corn', colonists: 1 }, { kind: 'quarry', colonists: 0 }], city: [{ id: 'small_indigo_plant', colonists: 0 }], sanJuan: 1 };
    const s = { ...made.state, seats };
    expect(describeForReview(s, { type: 'arrange', seat: 0, island: [1, 0], city: [1] }).en).toBe("Player A: confirm the colonists' places: corn plantation, Small indigo plant; empty: quarry");
    expect(describeForReview(s, { type: 'arrange', seat: 0, island: [1, 1], city: [0] }).en).toBe("Player A: confirm the colonists' places: corn plantation, quarry; empty: Small indigo plant");
    expect(describeForReview(s, { type: 'arrange', seat: 0, island: [0, 0], city: [0] }).zh).toBe('玩家 A：確定移民的安排：沒有人上工；空著：玉米園、採石場、小型染料廠；2 位在聖胡安等');
  });
});

describe('the marks', () => {
  const t: ReviewThresholds = { share: [0.2, 0.35, 0.5], points: [3, 5, 8] };
  it('follow the thresholds: the worse of the win-share and the points mark', () => {
    expect(classify({ share: 0, points: 0 }, t)).toBe('good');
    expect(classify({ share: 0.19, points: 2.9 }, t)).toBe('good');
    expect(classify({ share: 0.2, points: 0 }, t)).toBe('inaccuracy');
    expect(classify({ share: 0, points: 3 }, t)).toBe('inaccuracy');
    expect(classify({ share: 0.35, points: 3 }, t)).toBe('mistake');
    expect(classify({ share: 0.1, points: 5 }, t)).toBe('mistake');
    expect(classify({ share: 0.5, points: 0 }, t)).toBe('blunder');
    expect(classify({ share: 0.25, points: 8 }, t)).toBe('blunder');
    expect(classify({ share: 1, points: 100 }, t)).toBe('blunder');
    // a loss met by floating-point rounding still counts (2 of 3 playouts less: 0.3333… ≥ 1/3)
    expect(classify({ share: 1 - 2 / 3, points: 0 }, { share: [1 / 3, 2 / 3, 1], points: [9, 9, 9] })).toBe('inaccuracy');
  });

  it('count a loss only where it stands out of the noise of the paired playouts', () => {
    expect(CLEAR_LOSS).toBe(2);
    // the same gap on every determinization: no noise, the whole mean counts
    expect(clearLoss([40, 42, 44, 46], [35, 37, 39, 41])).toBe(5);
    // a mean of 5 from differences 10, 0, 10, 0: sd 5.77, se 2.89, 5 < 2 × 2.89: within the noise
    expect(clearLoss([50, 40, 50, 40], [40, 40, 40, 40])).toBe(0);
    // differences 6, 4, 6, 4: mean 5, se 0.58: clear
    expect(clearLoss([46, 44, 46, 44], [40, 40, 40, 40])).toBe(5);
    // the played move did better, one pair only, or nothing to compare: no loss
    expect(clearLoss([30, 30], [40, 40])).toBe(0);
    expect(clearLoss([50], [40])).toBe(0);
    expect(clearLoss([], [])).toBe(0);
  });

  it('a decision whose loss is within the noise is marked good, and its reason says so', () => {
    for (const x of reviewDecisions(sanJuan, strong, rec, 0, REVIEW, points.slice(0, 6))) {
      expect(x.mark).toBe(classify(x.clear, REVIEW.thresholds));
      expect(x.clear.share === 0 || x.clear.share === x.loss.share).toBe(true);
      expect(x.clear.points === 0 || Math.abs(x.clear.points - x.loss.points) < 1e-9).toBe(true);
    }
    const a = { seat: 0, candidates: [
      { move: 'a', playouts: 4, winShare: 0.5, meanScore: 45, shares: [1, 0, 1, 0], scores: [50, 40, 50, 40] },
      { move: 'b', playouts: 4, winShare: 0.25, meanScore: 40, shares: [1, 0, 0, 0], scores: [40, 40, 40, 40] },
    ] };
    const played = { move: 'b', text: { zh: '乙', en: 'b' }, playouts: 4, winShare: 0.25, meanScore: 40, loss: { share: 0.25, points: 5 } };
    const why = reviewReason(a, played, 'good', { zh: '分', en: 'VP' }, 'mistake');
    expect(why.en).toBe('In 8 playouts this move won 50% (45.0 VP on average), the next best 25%. Your move won 25% (40.0 VP on average), 5.0 VP fewer on average, but over 4 playouts each, part of that gap is within the luck of the draws: not marked.');
    expect(why.zh).toBe('在 8 次模擬對局中，這一步贏了 50%（平均 45.0 分），次佳的一步贏了 25%。你走的那一步贏了 25%（平均 40.0 分），平均少 5.0 分，但在每步 4 次模擬裡，這個差距還分不出是不是運氣：不算錯。');
    expect(reviewReason(a, played, 'inaccuracy', { zh: '分', en: 'VP' }, 'mistake').en.endsWith('marked only as an inaccuracy.')).toBe(true);
    expect(reviewReason(a, played, 'mistake', { zh: '分', en: 'VP' }).en.endsWith('5.0 VP fewer on average: A mistake.')).toBe(true);
  });

  it('every game has its thresholds rising, in its own points', async () => {
    const games = await Promise.all([
      import('../puerto-rico/review').then((m) => m.puertoRicoReview),
      import('../san-juan/review').then((m) => m.sanJuanReview),
      import('../santiago/review').then((m) => m.santiagoReview),
      import('../dice-town/review').then((m) => m.diceTownReview),
      import('../genoa/review').then((m) => m.genoaReview),
    ]);
    for (const g of games) {
      for (const steps of [g.thresholds.share, g.thresholds.points]) expect(steps[0] < steps[1] && steps[1] < steps[2]).toBe(true);
      expect(g.options.determinizations).toBeGreaterThanOrEqual(2);
    }
    expect(games.map((g) => g.unit.en)).toEqual(['VP', 'VP', 'escudos', 'VP', 'ducats']);
  });
});
