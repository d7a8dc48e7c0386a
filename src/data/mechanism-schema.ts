/**
 * The schema of the Mechanisms part's sources (content/mechanisms/*.mdx): the overview, the course
 * outline, and one page per mechanism of the vocabulary. A wrong field fails the build; what needs
 * the chapters to check (anchors, placed examples) is checked by mechanism-checks.ts.
 */
import { z } from 'astro/zod';
import { GAME_IDS, bilingual } from './chapter-schema';
import { MECHANISM_IDS } from './mechanisms';

const exampleId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const exampleRef = z.object({ game: z.enum(GAME_IDS), id: exampleId }).strict();

/** A game's cell in the overview matrix: how it uses the mechanism, its rule section, an example that shows it. */
const use = z
  .object({
    game: z.enum(GAME_IDS),
    how: bilingual,
    section: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    example: exampleId,
  })
  .strict();

/** One lesson of the course outline. */
const lesson = z
  .object({
    title: bilingual,
    game: z.enum(GAME_IDS),
    mechanisms: z.array(z.enum(MECHANISM_IDS)).min(1),
    examples: z.array(exampleRef).min(1).max(3),
    play: bilingual,
    minutes: z.number().int().positive(),
    goal: bilingual,
  })
  .strict();

/** A page without `kind` is a mechanism's page. */
export const mechanismSchema = z.preprocess(
  (d) => (d && typeof d === 'object' && !('kind' in d) ? { kind: 'mechanism', ...d } : d),
  z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('overview'), title: bilingual, summary: bilingual }).strict(),
  z.object({ kind: z.literal('course'), title: bilingual, summary: bilingual, lessons: z.array(lesson).length(8) }).strict(),
  z
    .object({
      kind: z.literal('mechanism'),
      order: z.number().int().min(1),
      title: bilingual,
      summary: bilingual,
      games: z.array(use).min(1).max(5),
      examples: z.tuple([exampleRef, exampleRef]),
    })
    .strict(),
  ]),
);
