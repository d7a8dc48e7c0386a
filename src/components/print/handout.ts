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
const slots = () => document.querySelectorAll<HTMLElement>('[data-print-slot]');
const src = document.querySelector<HTMLElement>('[data-print-parts]')?.dataset.printParts;
let placed = !src;
let loading = false;

/** Puts each part of `html` (null: the file could not be loaded) into its placeholder. */
function place(html: string | null) {
  const parts = html === null ? null : new DOMParser().parseFromString(html, 'text/html');
  const missing = document.querySelector<HTMLTemplateElement>('template[data-print-missing]')!.content;
  for (const slot of slots()) {
    const part = parts?.querySelector(`[data-print-part="${slot.dataset.printSlot}"]`);
    slot.replaceChildren(parts ? (part ? document.adoptNode(part) : '') : missing.cloneNode(true));
  }
  placed = parts !== null;
}

/** Loads the printed parts and places them, then calls `then`; `wait`: synchronously. */
function load(wait: boolean, then = () => {}) {
  const x = new XMLHttpRequest();
  const done = () => {
    place(x.status === 200 ? x.responseText : null);
    then();
  };
  x.open('GET', src!, !wait);
  x.onloadend = wait ? null : done;
  try {
    x.send();
  } catch {
    // a synchronous request that fails throws; its status stays 0
  }
  if (wait) done();
}

addEventListener('beforeprint', () => placed || load(true));

document.addEventListener('click', (e) => {
  const button = e.target instanceof Element ? e.target.closest<HTMLButtonElement>('.print-button') : null;
  if (!button) return;
  if (placed) return print();
  if (loading) return;
  const status = document.querySelector<HTMLElement>('[data-print-status]')!;
  loading = true;
  button.setAttribute('aria-busy', 'true');
  status.replaceChildren(document.querySelector<HTMLTemplateElement>('template[data-print-preparing]')!.content.cloneNode(true));
  load(false, () => {
    loading = false;
    button.removeAttribute('aria-busy');
    status.replaceChildren();
    print();
  });
});
