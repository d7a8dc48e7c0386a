/**
 * A print board's HTML without what only an interactive, announced board needs. The printed
 * example is hidden from assistive technology (it stands in for the island on paper only), so
 * its names and roles would be read by nobody; the test hooks (`data-testid` and the board's
 * per-piece data attributes) would make a page's test ids ambiguous. What drives the look
 * (classes, inline styles, the data attributes the game stylesheets select on, `lang` on the
 * text) stays.
 *
 * A game may also name elements that draw nothing on paper (a focus ring, an empty hit area), as
 * patterns of their exact rendered markup; they are left out.
 *
 * The input is a renderer's output, where every attribute is written `name="value"` with the
 * value's quotes escaped, so a plain pattern finds them.
 */
const DROP = /\s(?:aria-[a-z]+|role|tabindex|data-(?:testid|plot|seg|crop|owner|markers|desert|wet|built|seat|money|phase|step|example))="[^"]*"/g;

export function slimBoard(html: string, invisible: readonly RegExp[] = []): string {
  let out = html.replace(DROP, '');
  for (const re of invisible) out = out.replace(new RegExp(re.source, 'g'), '');
  return out;
}
