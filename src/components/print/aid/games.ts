/** The games that have a one-page player aid (src/pages/[locale]/[chapter]/aid.astro). */
export const AID_GAMES: readonly string[] = ['santiago', 'san-juan', 'dice-town', 'puerto-rico', 'genoa'];

export const aidPath = (locale: string, game: string): string => `/${locale}/${game}/aid/`;
