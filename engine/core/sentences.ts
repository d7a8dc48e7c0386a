/** Sentences joined as each of the book's languages joins them. */
import type { Bilingual } from './contract';

const ZH_ENDED = /[。！？…][」』）]?$/;
const EN_ENDED = /[.!?…]["'”’)]?$/;

/**
 * Sentences joined in both languages: each part closed by its stop when it has none (「。」 in
 * Chinese, "." in English; never after "?", "!", "…" or a stop already there), Chinese parts run
 * on without a space, English ones with one and each starting with a capital. Empty parts are left
 * out. "玩家 A：選拓荒者" + "我選拓荒者。" → "玩家 A：選拓荒者。我選拓荒者。".
 */
export function sentences(...parts: Bilingual[]): Bilingual {
  let zh = '';
  let en = '';
  for (const p of parts) {
    const z = p.zh.trim();
    if (z) zh += ZH_ENDED.test(z) ? z : `${z}。`;
    const e = p.en.trim();
    if (e) en += `${en ? ' ' : ''}${e[0]!.toUpperCase()}${e.slice(1)}${EN_ENDED.test(e) ? '' : '.'}`;
  }
  return { zh, en };
}
