/** The worked-example island (`<PuertoRicoExample id="…" />`): see Example.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { PuertoRicoExample as default } from './islands';
