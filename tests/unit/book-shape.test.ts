/**
 * The five chapters are one book: the same shared sections, with the same anchors, in the same
 * order; the same closing part; and teachers' lesson plans of the same shape (timed steps that add
 * up to the lesson's length in both languages, a worked example to step through, the discussion
 * questions at the end).
 */
import { describe, expect, it } from 'vitest';
import { pairBlocks, textOf } from '../../src/markdown/remark-bilingual.mjs';
import { chapters, parseMdx } from './chapters';
import { santiagoExamples } from '../../engine/santiago/examples';
import { sanJuanExamples } from '../../engine/san-juan/examples';
import { diceTownExamples } from '../../engine/dice-town/examples';
import { puertoRicoExamples } from '../../engine/puerto-rico/examples';
import { genoaExamples } from '../../engine/genoa/examples';

/** The sections every chapter has, in their order (each game's own sections fall in between). */
const SHARED = ['about', 'components', 'setup', 'game-end', 'scoring', 'themes', 'play', 'teachers', 'source'];
/** The chapter opens with these… */
const OPENING = ['about', 'components'];
/** …and ends with exactly these. */
const CLOSING = ['themes', 'play', 'teachers', 'source'];
/** For teachers starts with these subsections; a chapter's own material for teachers follows them. */
const TEACHERS = ['teachers-skills', 'lesson-45', 'lesson-90', 'discussion'];
const LESSONS = { 'lesson-45': 45, 'lesson-90': 90 } as const;

/** The worked examples each game's engine holds. */
const ENGINE_EXAMPLES: Record<string, readonly { id: string }[]> = {
  santiago: santiagoExamples,
  'san-juan': sanJuanExamples,
  'dice-town': diceTownExamples,
  'puerto-rico': puertoRicoExamples,
  genoa: genoaExamples,
};

type Node = { type: string; depth?: number; url?: string; ordered?: boolean; children?: Node[]; data?: { hProperties?: { id?: string; className?: string[] } } };

interface Section {
  id: string;
  depth: number;
  nodes: Node[];
}

/** A chapter's sections as the build sees them: its heading pairs with the blocks under each. */
function sectionsOf(body: string): Section[] {
  const ctx = { errors: [] as string[], headings: [], ids: new Set<string>(), game: 'shape' };
  const nodes = pairBlocks(parseMdx(body).children, ctx) as Node[];
  if (ctx.errors.length) throw new Error(ctx.errors.join('\n'));
  const sections: Section[] = [];
  for (const node of nodes) {
    if (node.type === 'heading') sections.push({ id: node.data!.hProperties!.id!, depth: node.depth!, nodes: [] });
    else sections.at(-1)?.nodes.push(node);
  }
  return sections;
}

/** The Chinese and the English side of every list in a section. */
function listsOf(section: Section): { zh: Node; en: Node }[] {
  return section.nodes
    .filter((n) => n.type === 'biPair' && n.data?.hProperties?.className?.includes('bi-list'))
    .map((n) => ({ zh: n.children![0]!.children![0]!, en: n.children![1]!.children![0]! }));
}

function linksIn(node: Node): string[] {
  return [...(node.type === 'link' ? [node.url!] : []), ...(node.children ?? []).flatMap(linksIn)];
}

const MINUTES = { zh: /^(\d+) 分鐘：/, en: /^(\d+) minutes?: / };

/** A lesson plan's steps: the minutes each starts with (null when a step does not), and its links. */
function stepsOf(list: Node, lang: 'zh' | 'en'): { minutes: number | null; links: string[] }[] {
  return (list.children ?? []).map((item) => {
    const m = MINUTES[lang].exec(textOf(item).trim());
    return { minutes: m ? Number(m[1]) : null, links: linksIn(item) };
  });
}

/** The worked examples a chapter shows (its `<…Example id="…" />` tags). */
const examplesIn = (body: string) => new Set([...body.matchAll(/<\w+Example id="([^"]+)"/g)].map((m) => m[1]!));

describe('the chapters are one book', () => {
  const all = chapters();
  it('has all five chapters', () => {
    expect(all.map((c) => c.game).sort()).toEqual(['dice-town', 'genoa', 'puerto-rico', 'san-juan', 'santiago']);
  });

  for (const chapter of all) {
    describe(chapter.game, () => {
      const sections = sectionsOf(chapter.body);
      const h2 = sections.filter((s) => s.depth === 2).map((s) => s.id);
      const byId = new Map(sections.map((s) => [s.id, s]));

      it('has the shared sections as top-level sections, in the book’s order', () => {
        for (const id of SHARED) expect(byId.get(id)?.depth, id).toBe(2);
        expect(h2.filter((id) => SHARED.includes(id))).toEqual(SHARED);
      });

      it('opens with what the game is about, then its components', () => {
        expect(h2.slice(0, OPENING.length)).toEqual(OPENING);
      });

      it('ends with themes, play, for teachers and the source, the source last', () => {
        expect(h2.slice(-CLOSING.length)).toEqual(CLOSING);
      });

      it('has "Players, time and age", if at all, as the section just before setup', () => {
        if (!byId.has('players')) return;
        expect(h2[h2.indexOf('setup') - 1]).toBe('players');
      });

      it('starts For teachers with what the game trains, the two lessons and the discussion questions', () => {
        const after = sections.slice(sections.findIndex((s) => s.id === 'teachers') + 1);
        const end = after.findIndex((s) => s.depth <= 2);
        const inTeachers = end === -1 ? after : after.slice(0, end);
        expect(inTeachers.every((s) => s.depth === 3)).toBe(true);
        expect(inTeachers.slice(0, TEACHERS.length).map((s) => s.id)).toEqual(TEACHERS);
      });

      const shown = examplesIn(chapter.body);
      const inEngine = new Set(ENGINE_EXAMPLES[chapter.game]!.map((e) => e.id));

      for (const [id, total] of Object.entries(LESSONS)) {
        describe(`the ${total}-minute lesson`, () => {
          const lesson = byId.get(id)!;
          const lists = lesson ? listsOf(lesson) : [];

          it('is one numbered list of steps in each language', () => {
            expect(lists).toHaveLength(1);
            expect(lists[0]!.zh.ordered).toBe(true);
            expect(lists[0]!.en.ordered).toBe(true);
          });

          for (const lang of ['zh', 'en'] as const) {
            it(`${lang}: every step starts with its minutes, and they add up to ${total}`, () => {
              const steps = stepsOf(lists[0]![lang], lang);
              expect(steps.length).toBeGreaterThanOrEqual(3);
              expect(steps.map((s) => s.minutes)).not.toContain(null);
              expect(steps.reduce((t, s) => t + s.minutes!, 0)).toBe(total);
            });

            it(`${lang}: steps through a worked example the chapter shows, and ends with the discussion questions`, () => {
              const steps = stepsOf(lists[0]![lang], lang);
              const examples = steps.flatMap((s) => s.links).flatMap((url) => /^#ex-([a-z0-9-]+)-0$/.exec(url)?.[1] ?? []);
              expect(examples.length).toBeGreaterThan(0);
              for (const ex of examples) {
                expect(shown.has(ex), `${ex} is shown in the chapter`).toBe(true);
                expect(inEngine.has(ex), `${ex} is one of the engine's examples`).toBe(true);
              }
              expect(steps.at(-1)!.links).toContain('#discussion');
            });
          }

          it('gives the same minutes to each step in both languages', () => {
            expect(stepsOf(lists[0]!.en, 'en').map((s) => s.minutes)).toEqual(stepsOf(lists[0]!.zh, 'zh').map((s) => s.minutes));
          });
        });
      }
    });
  }
});
