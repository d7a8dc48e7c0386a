/** The free-play table island (`<GenoaTable />`): see Table.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { GenoaTable as default } from './islands';
