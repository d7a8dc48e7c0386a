/**
 * Printing a chapter as a handout. The printed form of its worked examples and its answer key are
 * not in the chapter page: they are one file per chapter (src/pages/print/[chapter].astro), named
 * by a placeholder's `data-print-parts`, and go into their placeholders (`data-print-slot`,
 * PrintSlot.astro) when the chapter is printed:
 * - "Print handout" loads them (saying that it is preparing), puts them in, then opens the print
 *   dialog;
 * - the browser's own print command (Ctrl+P, its menu) fires `beforeprint`, where they are loaded
 *   synchronously: what the handler puts in is what prints.
 * Where the file cannot be loaded (offline and not saved on the device), each placeholder gets the
 * page's message saying so, in the reading mode's language, and printing goes on; a later print
 * tries again. A page without printed parts (a player aid) just prints.
 */
const src = document.querySelector<HTMLElement>('[data-print-parts]')?.dataset.printParts;
let placed = !src;
let loading = false;

/** Puts each part of `html` (null: the file could not be loaded) into its placeholder. */
function place(html: string | null) {
  const parts = html === null ? null : new DOMParser().parseFromString(html, 'text/html');
  const missing = document.querySelector<HTMLTemplateElement>('[data-print-missing]')!.content;
  for (const slot of document.querySelectorAll<HTMLElement>('[data-print-slot]')) {
    const part = parts?.querySelector(`[data-print-part="${slot.dataset.printSlot}"]`);
    slot.replaceChildren(parts ? (part ? document.adoptNode(part) : '') : missing.cloneNode(true));
  }
  placed = !!parts;
}

/** Loads the printed parts and places them, then calls `then`; synchronously when not `then`. */
function load(then?: () => void) {
  const x = new XMLHttpRequest();
  const done = () => {
    place(x.status === 200 ? x.responseText : null);
    then?.();
  };
  x.open('GET', src!, !!then);
  x.onloadend = then ? done : null;
  try {
    x.send();
  } catch {
    // a synchronous request that fails throws; its status stays 0
  }
  if (!then) done();
}

addEventListener('beforeprint', () => placed || load());

document.addEventListener('click', (e) => {
  const button = e.target instanceof Element && e.target.closest('.print-button');
  if (!button || loading) return;
  if (placed) return print();
  const preparing = document.querySelector<HTMLElement>('[data-print-preparing]')!;
  loading = true;
  button.setAttribute('aria-busy', 'true');
  preparing.hidden = false;
  load(() => {
    loading = false;
    button.removeAttribute('aria-busy');
    preparing.hidden = true;
    print();
  });
});
