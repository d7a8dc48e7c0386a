/** The free-play table island (`<SantiagoTable />`): see Table.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { SantiagoTable as default } from './islands';
