/** The worked-example island (`<SantiagoExample id="…" />`): see Example.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { SantiagoExample as default } from './islands';
