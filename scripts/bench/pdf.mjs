/**
 * Reading a PDF that Chromium printed, without a PDF library: its page count and its outline
 * (bookmark) titles. Chromium writes every object plainly (no compressed object streams), so the
 * page objects and the outline entries can be found in the bytes; the page count is checked
 * against the page tree's own /Count so that a file written differently fails loudly rather than
 * being miscounted.
 */

/** Number of pages: the `/Type /Page` objects (not the `/Pages` tree nodes). */
export function pdfPages(bytes) {
  const text = Buffer.from(bytes).toString('latin1');
  const pages = (text.match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
  // the root of the page tree holds the largest /Count
  const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g)].map((m) => Number(m[1] ?? m[2]));
  const tree = counts.length ? Math.max(...counts) : null;
  if (tree !== null && tree !== pages) throw new Error(`PDF: ${pages} page objects but the page tree counts ${tree}`);
  if (pages === 0) throw new Error('PDF: no page object found');
  return pages;
}

function pdfString(token) {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s+/g, '');
    const buf = Buffer.from(hex, 'hex');
    if (buf[0] === 0xfe && buf[1] === 0xff) {
      // UTF-16BE with a byte order mark
      const chars = [];
      for (let i = 2; i + 1 < buf.length; i += 2) chars.push(buf.readUInt16BE(i));
      return String.fromCharCode(...chars);
    }
    return buf.toString('latin1');
  }
  return token
    .slice(1, -1)
    .replace(/\\([nrtbf()\\])/g, (_, c) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c)
    .replace(/\\(\d{1,3})/g, (_, o) => String.fromCharCode(parseInt(o, 8)));
}

/** The outline titles, in file order (print with `outline: true` to have one). */
export function pdfOutline(bytes) {
  const text = Buffer.from(bytes).toString('latin1');
  return [...text.matchAll(/\/Title\s*(\((?:[^()\\]|\\.)*\)|<[0-9A-Fa-f\s]*>)/g)].map((m) => pdfString(m[1]));
}
