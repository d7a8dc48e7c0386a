/** The worked-example island (`<SanJuanExample id="…" />`): see Example.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { SanJuanExample as default } from './islands';
