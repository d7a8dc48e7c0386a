/** The worked-example island (`<DiceTownExample id="…" />`): see Example.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { DiceTownExample as default } from './islands';
