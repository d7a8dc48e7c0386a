/** The probability lesson's island (`<DiceTownProbability />`): see Probability.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { DiceTownProbability as default } from './islands';
