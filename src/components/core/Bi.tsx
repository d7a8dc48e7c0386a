/**
 * Text in both languages; the page's reading mode (html[data-mode]) hides one of them. In 對照 both
 * are shown, laid out as two lines (Chinese above English), never joined by a slash.
 */
import type { Bilingual } from '../../../engine/core/contract';

export function Bi({ t }: { t: Bilingual }) {
  // the same in both languages (a letter, a number): shown once, in every mode
  if (t.zh === t.en) return <span class="bi-t bi-same">{t.zh}</span>;
  return (
    <span class="bi-t">
      <span lang="zh-Hant" class="lang-zh">
        {t.zh}
      </span>
      <span lang="en" class="lang-en">
        {t.en}
      </span>
    </span>
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
