/** The free-play table island (`<PuertoRicoTable />`): see Table.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { PuertoRicoTable as default } from './islands';
