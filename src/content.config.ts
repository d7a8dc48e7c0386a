import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { chapterSchema } from './data/chapter-schema';
import { mechanismSchema } from './data/mechanism-schema';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
  /** One chapter per game, both languages in one MDX source under `content/chapters/`. */
  chapters: defineCollection({
    loader: glob({ base: './content/chapters', pattern: '*.mdx' }),
    schema: chapterSchema,
  }),
  /** The Mechanisms part: its overview, its course outline, one page per mechanism (`content/mechanisms/`). */
  mechanisms: defineCollection({
    loader: glob({ base: './content/mechanisms', pattern: '*.mdx' }),
    schema: mechanismSchema,
  }),
};
