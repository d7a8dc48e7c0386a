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

/** Elements without content or closing tag in HTML. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>/g;

/**
 * `html` without the elements whose opening tag `leaveOut` accepts, each with all it holds: the
 * parts of a board a game's print styles never show on paper, left out of the printed parts rather
 * than sent and hidden. Throws on markup whose tags do not nest.
 */
export function dropElements(html: string, leaveOut: (openTag: string) => boolean): string {
  let out = '';
  let at = 0;
  let depth = 0;
  /** The depth of the element being left out, or -1. */
  let from = -1;
  for (const m of html.matchAll(TAG)) {
    const [tag, slash, name, self] = m;
    if (slash) {
      depth--;
      if (depth < 0) throw new Error(`print board: </${name}> closes nothing`);
      if (depth === from) {
        from = -1;
        at = m.index + tag.length;
      }
      continue;
    }
    const empty = self === '/' || VOID.has(name!.toLowerCase());
    if (from < 0 && leaveOut(tag)) {
      out += html.slice(at, m.index);
      at = m.index + tag.length;
      if (!empty) from = depth;
    }
    if (!empty) depth++;
  }
  if (depth !== 0 || from >= 0) throw new Error('print board: an element is not closed');
  return out + html.slice(at);
}
