/**
 * First-edition data the card file does not hold: the 25 Property Claim cards.
 *
 * PROVISIONAL: the first edition has 25 claims worth 1 to 5 VP; the split per value is not
 * confirmed. Assumed here: 5 cards of each value (the revised deck's even split, scaled to 25).
 */
import { PROPERTY_CARDS, PROPERTY_DECK_SIZE_FIRST_EDITION } from './cards';

export const FIRST_EDITION_PROPERTY: readonly { id: string; vp: number; count: number }[] = PROPERTY_CARDS.map((k) => ({
  id: k.id,
  vp: k.vp,
  count: PROPERTY_DECK_SIZE_FIRST_EDITION / PROPERTY_CARDS.length, // PROVISIONAL: 5 of each value
}));
