/**
 * The printed handout's build-time parts: which steps of a worked example are printed, the run
 * that gives their positions (and fails loudly when an example does not play), its questions and
 * the chapter's answer key, the order of a chapter's examples, the slimming of a print board's
 * HTML, and the player aids' figures read from the engines.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { getPath, runExample, sameJson, type Example } from '../../../engine/core/example';
import { santiago } from '../../../engine/santiago/game';
import { santiagoExamples } from '../../../engine/santiago/examples';
import { sanJuan } from '../../../engine/san-juan/game';
import { sanJuanExamples } from '../../../engine/san-juan/examples';
import { diceTown } from '../../../engine/dice-town/game';
import { diceTownExamples } from '../../../engine/dice-town/examples';
import { rankHand } from '../../../engine/dice-town/rules';
import { puertoRico } from '../../../engine/puerto-rico/game';
import { puertoRicoExamples } from '../../../engine/puerto-rico/examples';
import { genoa } from '../../../engine/genoa/game';
import { genoaExamples } from '../../../engine/genoa/examples';
import { MAX_PRINT_STEPS, keySteps, printedExample } from './key-steps';
import { dropElements, slimBoard } from './slim';
import { answerKey, questionNumber } from './answer-key';
import { exampleIdsOf } from './chapter-examples';
import { HAND_EXAMPLES, diceTownFacts, puertoRicoFacts, sanJuanFacts, santiagoFacts, santiagoPhaseSections } from './aid/facts';

type AnyExample = Pick<Example<unknown, unknown, unknown>, 'id' | 'steps' | 'printSteps'>;
const step = (yourTurn = false) => ({ move: {}, narration: { zh: '一步', en: 'a step' }, ...(yourTurn ? { yourTurn } : {}) });
const ex = (flags: boolean[], printSteps?: number[]): AnyExample => ({ id: 'x', steps: flags.map(step), ...(printSteps ? { printSteps } : {}) });

describe('key steps of a printed example', () => {
  it('are the "your turn" moves and the last move, in order, never step 0', () => {
    expect(keySteps(ex([false]))).toEqual([1]);
    expect(keySteps(ex([true]))).toEqual([1]);
    expect(keySteps(ex([false, false, true, false, false]))).toEqual([3, 5]);
    expect(keySteps(ex([true, false, false, false, true, false]))).toEqual([1, 5, 6]);
    expect(keySteps(ex([false, false, false, true]))).toEqual([4]);
  });

  it('include the steps that ask for a prediction', () => {
    const predict = { question: { zh: '誰？', en: 'Who?' }, path: 'overseer', choices: [] };
    const steps = [step(), { ...step(), predict }, step(true), step(), step()];
    expect(keySteps({ id: 'x', steps })).toEqual([2, 3, 5]);
  });

  it(`are at most ${MAX_PRINT_STEPS}: the earliest "your turn" moves, then the last`, () => {
    expect(keySteps(ex([true, true, true, false]))).toEqual([1, 2, 4]);
  });

  it("follow an example's own printSteps, sorted", () => {
    expect(keySteps(ex([false, true, false, false], [4, 2]))).toEqual([2, 4]);
  });

  it('refuse a named step that does not exist, a repeated one, none or too many', () => {
    expect(() => keySteps(ex([false, false], [3]))).toThrow(/printSteps 3 not among its steps 1–2/);
    expect(() => keySteps(ex([false, false], [0]))).toThrow(/printSteps 0/);
    expect(() => keySteps(ex([false, false], [1.5]))).toThrow(/printSteps 1.5/);
    expect(() => keySteps(ex([false, false], [1, 1]))).toThrow(/repeats/);
    expect(() => keySteps(ex([false, false], []))).toThrow(/names 0 steps/);
    expect(() => keySteps(ex([false, false, false, false], [1, 2, 3, 4]))).toThrow(/names 4 steps/);
    expect(() => keySteps(ex([]))).toThrow(/no steps/);
  });
});

const GAMES = [
  { name: 'Santiago', game: santiago, examples: santiagoExamples },
  { name: 'San Juan', game: sanJuan, examples: sanJuanExamples },
  { name: 'Dice Town', game: diceTown, examples: diceTownExamples },
  { name: 'Puerto Rico', game: puertoRico, examples: puertoRicoExamples },
  { name: 'Genoa', game: genoa, examples: genoaExamples },
] as const;

/** Where each key step prints: a step asking for a prediction at the position before its move. */
const positions = (example: AnyExample & { steps: { predict?: unknown }[] }) => [...new Set(keySteps(example).map((m) => (example.steps[m - 1]!.predict ? m - 1 : m)))];

for (const { name, game, examples } of GAMES) {
  describe(`${name}: every worked example prints`, () => {
    for (const example of examples as readonly Example<unknown, unknown, unknown>[]) {
      it(`${example.id}: its key steps print at the engine's positions, each prediction as a question on the position before its move`, () => {
        const printed = printedExample(game as never, examples as never, example.id);
        const run = runExample(game as never, example as never);
        expect(run.ok).toBe(true);
        expect(printed.total).toBe(example.steps.length);
        expect(printed.steps.length).toBeGreaterThanOrEqual(1);
        expect(printed.steps.length).toBeLessThanOrEqual(MAX_PRINT_STEPS);
        expect(printed.steps.map((s) => s.n)).toEqual(positions(example));
        for (const s of printed.steps) {
          expect(s.state).toEqual(run.states[s.n]);
          expect(s.narration).toEqual(s.n === 0 ? null : example.steps[s.n - 1]!.narration);
          expect(s.highlight).toEqual(s.n === 0 ? undefined : example.steps[s.n - 1]!.highlight);
          const next = example.steps[s.n];
          if (next?.predict && keySteps(example).includes(s.n + 1)) {
            const q = s.question!;
            expect(q.move).toBe(s.n + 1);
            expect(q.question).toEqual(next.predict.question);
            expect(q.choices).toEqual(next.predict.choices.map((c) => c.label));
            const outcome = getPath(run.states[s.n + 1], next.predict.path);
            expect(next.predict.choices.filter((c) => sameJson(c.value, outcome)).map((c) => c.label)).toEqual([q.answer]);
            // the narration of the move asked about, which states its outcome, is not printed
            expect(printed.steps.some((p) => p.narration === next.narration)).toBe(false);
          } else expect(s.question).toBeUndefined();
        }
        // every prediction among the key steps is asked once
        expect(printed.steps.filter((s) => s.question).length).toBe(keySteps(example).filter((m) => example.steps[m - 1]!.predict).length);
      });
    }
  });
}

describe('a printed prediction', () => {
  it("is asked on the position before its move, with its choices, and answered by the engine", () => {
    const printed = printedExample(santiago, santiagoExamples, 'bidding-dabec');
    const example = santiagoExamples.find((e) => e.id === 'bidding-dabec')!;
    const asked = printed.steps.find((s) => s.question)!;
    const step = example.steps[asked.question!.move - 1]!;
    expect(asked.n).toBe(asked.question!.move - 1);
    expect(asked.narration).toEqual(example.steps[asked.n - 1]!.narration);
    expect(asked.question!.question).toEqual(step.predict!.question);
    const after = runExample(santiago, example);
    const overseer = (after.states[asked.question!.move] as { overseer: number }).overseer;
    expect(asked.question!.answer).toEqual(step.predict!.choices.find((c) => c.value === overseer)!.label);
  });

  it("Puerto Rico's captain: C's 5 indigo on the 7-hold ship score 6, asked after B's load (step 3)", () => {
    const printed = printedExample(puertoRico, puertoRicoExamples, 'captain-four-players');
    expect(printed.steps.map((s) => s.n)).toEqual([3, 7]);
    const q = printed.steps[0]!.question!;
    expect([q.move, q.answer.en, q.answer.zh]).toEqual([4, '6', '6 分']);
    expect(q.choices.map((c) => c.en)).toEqual(['5', '6', '7']);
  });

  it('a first move asked about prints on the starting position, without narration', () => {
    const printed = printedExample(puertoRico, puertoRicoExamples, 'final-large-buildings');
    expect(printed.steps.map((s) => [s.n, s.narration, s.question?.move])).toEqual([[0, null, 1]]);
  });

  it('a stated answer the engine does not give fails the build', () => {
    const good = puertoRicoExamples.find((e) => e.id === 'captain-four-players')!;
    const steps = good.steps.map((s) => (s.predict ? { ...s, predict: { ...s.predict, choices: s.predict.choices.filter((c) => c.value !== 6) } } : s));
    expect(() => printedExample(puertoRico, [{ ...good, steps }], good.id)).toThrow(/printed example captain-four-players: step 4 fails: prediction .*no choice is the outcome seats\.2\.vp = 6/);
  });
});

describe("a chapter's answer key", () => {
  const chapter = ['captain-four-players', 'hospice-university', 'builder-quarries-privilege'].map((id) => printedExample(puertoRico, puertoRicoExamples, id));
  const key = answerKey(chapter);
  it('numbers the questions through the chapter in the order of its examples, with the example, the move and the answer', () => {
    expect(key.map((k) => [k.number, k.example, k.question.move, k.total, k.question.answer.en])).toEqual([
      [1, 'captain-four-players', 4, 7, '6'],
      [2, 'builder-quarries-privilege', 2, 4, '2'],
    ]);
    expect(key[0]!.title).toEqual(puertoRicoExamples.find((e) => e.id === 'captain-four-players')!.title);
  });
  it("gives each question's number, and refuses one that was never asked", () => {
    expect(questionNumber(key, 'builder-quarries-privilege', 2)).toBe(2);
    expect(() => questionNumber(key, 'hospice-university', 2)).toThrow(/no question for move 2 of example hospice-university/);
  });
});

describe("a chapter's examples, in the order its MDX places them", () => {
  it('are the ids of the tags of the component imported from ExampleBlock.astro, comments left out', () => {
    const mdx = [
      "import Figure from '../../src/components/santiago/figures/Board.astro';",
      "import SantiagoExample from '../../src/components/santiago/ExampleBlock.astro';",
      '',
      '<SantiagoExample id="bidding-dabec" />',
      '<Figure id="not-an-example" />',
      '{/* <SantiagoExample id="left-out" /> */}',
      "<SantiagoExample level={3} id='field-20' />",
    ].join('\n');
    expect(exampleIdsOf(mdx)).toEqual(['bidding-dabec', 'field-20']);
    expect(exampleIdsOf('# no examples')).toEqual([]);
  });
  it('refuse an example placed twice or a tag without an id', () => {
    const head = "import X from './ExampleBlock.astro';\n";
    expect(() => exampleIdsOf(`${head}<X id="a" />\n<X id="a" />`)).toThrow(/"a" is placed twice/);
    expect(() => exampleIdsOf(`${head}<X level={2} />`)).toThrow(/without an id/);
  });
  it('every chapter: its tags, in order, name examples that exist', () => {
    for (const [file, examples] of [
      ['santiago', santiagoExamples],
      ['san-juan', sanJuanExamples],
      ['dice-town', diceTownExamples],
      ['puerto-rico', puertoRicoExamples],
      ['genoa', genoaExamples],
    ] as const) {
      const ids = exampleIdsOf(readFileSync(`content/chapters/${file}.mdx`, 'utf8'));
      expect(ids.length, file).toBeGreaterThanOrEqual(9);
      for (const id of ids) expect((examples as readonly { id: string }[]).some((e) => e.id === id), `${file}: ${id}`).toBe(true);
    }
  });
});

describe('a printed example that does not play fails the build', () => {
  it('throws on an unknown example', () => {
    expect(() => printedExample(santiago, santiagoExamples, 'no-such-example')).toThrow(/no example "no-such-example" in santiago/);
  });
  it('throws when a step claims an outcome the engine does not give', () => {
    const good = santiagoExamples[0]!;
    const broken = { ...good, id: 'broken', steps: [{ ...good.steps[0]!, expect: { phase: 'no-such-phase' } }, ...good.steps.slice(1)] };
    expect(() => printedExample(santiago, [broken], 'broken')).toThrow(/printed example broken: step 1 fails: phase: expected "no-such-phase"/);
  });
  it('throws when a step is illegal', () => {
    const good = santiagoExamples[0]!;
    const first = good.steps[0]!;
    const broken = { ...good, id: 'illegal', steps: [first, first] };
    expect(() => printedExample(santiago, [broken], 'illegal')).toThrow(/printed example illegal: step 2 fails: illegal move/);
  });
});

describe('a print board without what only an interactive board needs', () => {
  it('drops names, roles, tab stops and test hooks, keeps the look', () => {
    const html =
      '<svg class="sg-board" role="group" aria-label="聖地牙哥圖板" lang="zh-Hant" data-testid="board"><g class="sg-plot sg-hi" data-plot="1,2" data-testid="plot-1-2" role="img" aria-label="x" tabindex="-1"><rect class="sg-plot-box"></rect></g></svg>' +
      '<div class="sg-seat" data-acting data-hi="" data-testid="seat-0" style="margin:0px;"><span lang="en" class="lang-en">Player 1</span></div>';
    expect(slimBoard(html)).toBe(
      '<svg class="sg-board" lang="zh-Hant"><g class="sg-plot sg-hi"><rect class="sg-plot-box"></rect></g></svg>' +
        '<div class="sg-seat" data-acting data-hi="" style="margin:0px;"><span lang="en" class="lang-en">Player 1</span></div>',
    );
  });
  it("leaves out every element a game names as drawing nothing on paper, and nothing else", () => {
    const html = '<g><line x1="1" class="sg-focus"></line><line x1="1" class="sg-ditch"></line><line x1="2" class="sg-focus"></line></g>';
    expect(slimBoard(html, [/<line [^>]*class="sg-focus"><\/line>/])).toBe('<g><line x1="1" class="sg-ditch"></line></g>');
  });
});

describe('a print board without the parts its print styles never show', () => {
  const html = '<div class="a"><div class="b" data-part><ul><li>1</li><li><br>2</li></ul></div><div data-part data-rel="x"><img src="p.png"><span>kept</span></div><span class="pr-empty"></span><svg><circle r="1"/></svg></div>';
  it('leaves out each element the test accepts, with all it holds, and nothing else', () => {
    expect(dropElements(html, (t) => /\sdata-part[\s>]/.test(t) && !/data-rel/.test(t))).toBe(
      '<div class="a"><div data-part data-rel="x"><img src="p.png"><span>kept</span></div><span class="pr-empty"></span><svg><circle r="1"/></svg></div>',
    );
    expect(dropElements(html, (t) => /pr-empty|<img|<circle/.test(t))).toBe(
      '<div class="a"><div class="b" data-part><ul><li>1</li><li><br>2</li></ul></div><div data-part data-rel="x"><span>kept</span></div><svg></svg></div>',
    );
    expect(dropElements(html, () => false)).toBe(html);
  });
  it('refuses tags that do not nest', () => {
    expect(() => dropElements('<div><span></div>', () => false)).toThrow(/not closed|closes nothing/);
    expect(() => dropElements('</div>', () => false)).toThrow(/closes nothing/);
  });
});

describe('player aid figures come from the engines', () => {
  it("Santiago: the machine's seven phases in order, setup by player count, the refusal and passer rules", () => {
    expect(santiagoPhaseSections()).toEqual([
      'phase-1-bidding',
      'phase-2-new-overseer',
      'phase-3-planting',
      'phase-4-bribing',
      'phase-5-extra-irrigation',
      'phase-6-drought',
      'phase-7-income',
    ]);
    const f = santiagoFacts();
    expect(f.byPlayers.map((p) => [p.players, p.rounds, p.reveal, p.supply, p.removed])).toEqual([
      [3, 11, 4, 11, 1],
      [4, 11, 4, 11, 1],
      [5, 9, 5, 9, 0],
    ]);
    expect([f.startMoney, f.markers, f.income, f.refusalExtra, f.passerFewer]).toEqual([10, 22, 3, 1, 1]);
  });

  it('San Juan: each role for everyone, for the picker and with a library, as the rule functions give them', () => {
    const f = sanJuanFacts();
    expect(f.roles.map((r) => [r.role, r.everyone, r.privilege, r.library])).toEqual([
      ['builder', {}, { discount: 1 }, { discount: 2 }],
      ['producer', { produce: 1 }, { produce: 2 }, { produce: 3 }],
      ['trader', { sell: 1 }, { sell: 2 }, { sell: 3 }],
      ['councillor', { draw: 2, keep: 1 }, { draw: 5 }, { draw: 8 }],
      ['prospector', {}, { draw: 1 }, { draw: 2 }],
    ]);
    expect([f.startHand, f.handLimit, f.towerLimit, f.endBuildings, f.picksTwoPlayers]).toEqual([4, 7, 12, 12, 3]);
    expect(f.production.length + f.violet.length).toBe(29);
    expect(f.priceTiles[4]).toEqual([1, 2, 2, 3, 3]);
  });

  it('Dice Town: the locations in resolution order with their faces, the fees, the hands best first', () => {
    const f = diceTownFacts();
    expect(f.locations.map((l) => [l.loc, l.face])).toEqual([
      ['goldMine', '9'],
      ['bank', '10'],
      ['generalStore', 'J'],
      ['saloon', 'Q'],
      ['sheriff', 'K'],
      ['townHall', null],
      ['docBadluck', null],
    ]);
    expect(f.fee).toEqual({ none: 1, one: 0, three: 2 });
    expect(f.hands.map((h) => h.category)).toEqual(['five', 'four', 'full-house', 'straight', 'three', 'two-pairs', 'pair', 'high']);
    expect(f.hands.reduce((t, h) => t + h.probability, 0)).toBeCloseTo(1, 12);
    expect(f.hands[0]!.probability).toBeCloseTo(6 / 7776, 12);
  });

  it('Puerto Rico: setup by player count, prices, the quarry discount and the privileges, as the engine gives them', () => {
    const f = puertoRicoFacts();
    expect(f.setup.map((c) => [c.players, c.doubloons, c.start.join(' '), c.faceUp, c.roles, c.ships.join('-'), c.shipColonists, c.colonists, c.vp, c.vpLater, c.quarries, c.picks])).toEqual([
      [2, 3, 'indigo corn', 3, 7, '4-6', 2, 40, 65, 65, 5, 6],
      [3, 2, 'indigo indigo corn', 4, 6, '4-5-6', 3, 55, 75, 75, 8, 3],
      [4, 3, 'indigo indigo corn corn', 5, 7, '5-6-7', 4, 75, 100, 100, 8, 4],
      [5, 4, 'indigo indigo indigo corn corn', 6, 8, '6-7-8', 5, 95, 122, 126, 8, 5],
    ]);
    expect(f.goods.map((g) => [g.good, g.price])).toEqual([['corn', 0], ['indigo', 1], ['sugar', 2], ['tobacco', 3], ['coffee', 4]]);
    // discount = min(occupied quarries, column), rows by column, columns by quarries 1–4
    expect(f.quarry).toEqual([
      [1, 1, 1, 1],
      [1, 2, 2, 2],
      [1, 2, 3, 3],
      [1, 2, 3, 4],
    ]);
    expect(f.privilege).toEqual({ builder: 1, trader: 1, captain: 1, prospector: 1 });
    expect([...f.factory]).toEqual([0, 0, 1, 2, 3, 5]);
    expect(f.roles.map((r) => r.role)).toEqual(['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'prospector']);
    expect([f.buildings.length, f.citySpaces]).toEqual([23, 12]);
  });

  it("Dice Town: each example roll on the aid is the hand it stands for, by the engine's ranking", () => {
    for (const [category, dice] of Object.entries(HAND_EXAMPLES)) expect(rankHand(dice).category).toBe(category);
  });
});
