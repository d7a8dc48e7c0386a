import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { chapterSchema } from './data/chapter-schema';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
  /** One chapter per game, both languages in one MDX source under `content/chapters/`. */
  chapters: defineCollection({
    loader: glob({ base: './content/chapters', pattern: '*.mdx' }),
    schema: chapterSchema,
  }),
};
