/** Text in both languages; the page's reading mode (html[data-mode]) hides one of them. */
import type { Bilingual } from '../../../engine/core/contract';

export function Bi({ t }: { t: Bilingual }) {
  return (
    <>
      <span lang="zh-Hant" class="lang-zh">
        {t.zh}
      </span>
      <span class="bi-sep" aria-hidden="true">
        {' / '}
      </span>
      <span lang="en" class="lang-en">
        {t.en}
      </span>
    </>
  );
}

/** The same, for SVG text. */
export function BiSvg({ t }: { t: Bilingual }) {
  return (
    <>
      <tspan lang="zh-Hant" class="lang-zh">
        {t.zh}
      </tspan>
      <tspan lang="en" class="lang-en">
        {t.en}
      </tspan>
    </>
  );
}

export const bi = (zh: string, en: string): Bilingual => ({ zh, en });
