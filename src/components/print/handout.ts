/**
 * Printing a chapter as a handout. The printed form of its worked examples and its answer key are
 * not in the chapter page: they are one file per chapter (src/pages/print/[chapter].astro), named
 * by a placeholder's `data-print-parts`, and go into their placeholders (`data-print-slot`,
 * PrintSlot.astro) when the chapter is printed:
 * - "Print handout" loads them (saying that it is preparing), puts them in, then opens the print
 *   dialog;
 * - the browser's own print command (Ctrl+P, its menu) fires `beforeprint`, where they must come
 *   synchronously: what the handler puts in is what prints. A synchronous request bypasses the
 *   service worker, so a copy the device already holds (the worker's cache, the browser's) is read
 *   when the page loads, never from the network; the handler uses it, else loads them (online),
 *   then hands that copy to the worker to keep.
 * Where they cannot be had (offline and not saved on the device), each placeholder gets the page's
 * message saying so, in the reading mode's language, and printing goes on; a later print tries
 * again. A page without printed parts (a player aid) just prints.
 */
const src = document.querySelector<HTMLElement>('[data-print-parts]')?.dataset.printParts;
let placed = !src;
/** The printed parts as the device holds them, read when the page loaded (null: it holds none). */
let kept: string | null = null;

/** The printed parts (null: not to be had); with `only-if-cached`, from the device only, never the network. */
const get = (cache?: RequestCache) =>
  fetch(src!, { cache, mode: 'same-origin' }).then(
    (r) => (r.ok ? r.text() : null),
    () => null,
  );
// a service worker that lacks them answers with the browser's copy, and keeps it
const fromDevice = () => get('only-if-cached');
if (src) fromDevice().then((t) => (kept = t));

/** Puts each part of `html` (null: the file could not be loaded) into its placeholder. */
function place(html: string | null) {
  const parts = html === null ? null : new DOMParser().parseFromString(html, 'text/html');
  const missing = document.querySelector<HTMLTemplateElement>('[data-print-missing]')!.content;
  for (const slot of document.querySelectorAll<HTMLElement>('[data-print-slot]')) {
    const part = parts?.querySelector(`[data-print-part="${slot.dataset.printSlot}"]`);
    slot.replaceChildren(parts ? (part ?? '') : missing.cloneNode(true));
  }
  placed = !!parts;
}

addEventListener('beforeprint', () => {
  if (placed) return;
  if (kept !== null) return place(kept);
  const x = new XMLHttpRequest();
  x.open('GET', src!, false);
  try {
    x.send();
  } catch {
    // a synchronous request that fails throws; its status stays 0
  }
  place(x.status === 200 ? x.responseText : null);
  if (placed) fromDevice();
});

document.addEventListener('click', (e) => {
  if (!(e.target as Element).closest?.('.print-button')) return;
  if (placed) return print();
  const preparing = document.querySelector<HTMLElement>('[data-print-preparing]')!;
  if (!preparing.hidden) return;
  preparing.hidden = false;
  get().then((t) => {
    place(t);
    preparing.hidden = true;
    print();
  });
});
