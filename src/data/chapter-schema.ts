/** The schema every chapter's frontmatter must satisfy; a wrong field fails the build. */
import { z } from 'astro/zod';
import { MECHANISM_IDS } from './mechanisms';

export const GAME_IDS = ['santiago', 'dice-town', 'san-juan', 'puerto-rico', 'genoa'] as const;
export const bilingual = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();

export const chapterSchema = z
  .object({
    game: z.enum(GAME_IDS),
    order: z.number().int().min(1),
    title: bilingual,
    summary: bilingual,
    players: z.object({ min: z.number().int().min(1), max: z.number().int().max(8), best: z.number().int().optional() }).strict(),
    minutes: z.number().int().positive(),
    age: z.number().int().positive(),
    designers: z.string().min(1),
    year: z.number().int().min(1900).max(2100),
    /** Ids of content/mechanisms.json: a wrong id fails the build. */
    mechanisms: z.array(z.enum(MECHANISM_IDS)).min(1),
    source: z
      .object({
        title: bilingual,
        publisher: z.string().min(1),
        seeds: z.array(z.string().regex(/^\d{3}_[0-9a-f]{16}\.txt$/)).min(1),
      })
      .strict(),
  })
  .strict();
