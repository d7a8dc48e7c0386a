// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import mdx from '@astrojs/mdx';
import { unified } from '@astrojs/markdown-remark';
import remarkBilingual from './src/markdown/remark-bilingual.mjs';
import { headScript } from './src/data/head-script.mjs';
import { readFileSync } from 'node:fs';
import searchInPageLanguage from './src/integrations/search-in-page-language.mjs';

/** The Mechanisms part in the sidebar: the overview, each mechanism of the vocabulary, the course outline. */
/** @type {{ id: string, name: { zh: string, en: string } }[]} */
const mechanisms = JSON.parse(readFileSync(new URL('./content/mechanisms.json', import.meta.url), 'utf8')).mechanisms;

export default defineConfig({
  site: 'https://living-rulebook.example',
  trailingSlash: 'always',
  build: { format: 'directory' },
  markdown: { processor: unified({ remarkPlugins: [remarkBilingual] }) },
  integrations: [
    // before Starlight, whose own build:done hook builds the search index
    searchInPageLanguage(),
    starlight({
      title: { 'zh-TW': '活的規則書', en: 'Living Rulebook' },
      description: 'Five strategy board games taught in Traditional Chinese and English, every rule playable.',
      defaultLocale: 'zh-hant',
      locales: {
        'zh-hant': { label: '繁體中文', lang: 'zh-TW' },
        en: { label: 'English', lang: 'en' },
      },
      disable404Route: true,
      customCss: ['./src/styles/book.css'],
      head: [{ tag: 'script', content: headScript }],
      components: {
        Search: './src/components/frame/Search.astro',
        // Starlight's own two read localStorage unguarded: a private window or a blocked frame broke the theme.
        ThemeProvider: './src/components/frame/ThemeProvider.astro',
        ThemeSelect: './src/components/frame/ThemeSelect.astro',
      },
      sidebar: [
        {
          label: 'The book',
          translations: { 'zh-TW': '本書' },
          items: [
            { label: 'Home', translations: { 'zh-TW': '首頁' }, link: '/' },
            { label: 'Class', translations: { 'zh-TW': '課堂' }, link: '/class/' },
            { label: 'Teacher’s class', translations: { 'zh-TW': '老師的課堂' }, link: '/class/teacher/' },
          ],
        },
        {
          label: 'Games',
          translations: { 'zh-TW': '遊戲' },
          items: [
            { label: 'Santiago', translations: { 'zh-TW': '聖地牙哥' }, link: '/santiago/' },
            { label: 'Santiago glossary', translations: { 'zh-TW': '聖地牙哥詞彙表' }, link: '/santiago/glossary/' },
            { label: 'Santiago player aid', translations: { 'zh-TW': '聖地牙哥玩家輔助卡' }, link: '/santiago/aid/' },
            { label: 'San Juan', translations: { 'zh-TW': '聖胡安' }, link: '/san-juan/' },
            { label: 'San Juan glossary', translations: { 'zh-TW': '聖胡安詞彙表' }, link: '/san-juan/glossary/' },
            { label: 'San Juan player aid', translations: { 'zh-TW': '聖胡安玩家輔助卡' }, link: '/san-juan/aid/' },
            { label: 'Dice Town', translations: { 'zh-TW': '骰子鎮' }, link: '/dice-town/' },
            { label: 'Dice Town glossary', translations: { 'zh-TW': '骰子鎮詞彙表' }, link: '/dice-town/glossary/' },
            { label: 'Dice Town player aid', translations: { 'zh-TW': '骰子鎮玩家輔助卡' }, link: '/dice-town/aid/' },
            { label: 'Puerto Rico', translations: { 'zh-TW': '波多黎各' }, link: '/puerto-rico/' },
            { label: 'Puerto Rico glossary', translations: { 'zh-TW': '波多黎各詞彙表' }, link: '/puerto-rico/glossary/' },
            { label: 'Puerto Rico player aid', translations: { 'zh-TW': '波多黎各玩家輔助卡' }, link: '/puerto-rico/aid/' },
            { label: 'The Traders of Genoa', translations: { 'zh-TW': '熱那亞商人' }, link: '/genoa/' },
            { label: 'The Traders of Genoa glossary', translations: { 'zh-TW': '熱那亞商人詞彙表' }, link: '/genoa/glossary/' },
            { label: 'The Traders of Genoa player aid', translations: { 'zh-TW': '熱那亞商人玩家輔助卡' }, link: '/genoa/aid/' },
          ],
        },
        {
          label: 'Mechanisms',
          translations: { 'zh-TW': '機制' },
          items: [
            { label: 'Mechanisms × games', translations: { 'zh-TW': '機制與遊戲對照' }, link: '/mechanisms/' },
            ...mechanisms.map((m) => ({ label: m.name.en, translations: { 'zh-TW': m.name.zh }, link: `/mechanisms/${m.id}/` })),
            { label: 'An eight-lesson course', translations: { 'zh-TW': '八堂課的課程大綱' }, link: '/mechanisms/course/' },
          ],
        },
      ],
    }),
    mdx({ optimize: true }),
    preact(),
  ],
});
