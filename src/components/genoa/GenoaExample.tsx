/** The worked-example island (`<GenoaExample id="…" />`): see Example.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { GenoaExample as default } from './islands';
