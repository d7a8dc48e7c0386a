/**
 * The reading controls' behaviour (ReadingControls.astro): the reading mode (中文 / English / 對照) and
 * projector mode are set on <html> (`data-mode`, `data-projector`, read by every style), kept in
 * localStorage when the browser allows it (the head script reads them back on every page) and
 * written into the address (`?mode=`) so a copied link opens the same way. The controls show the
 * state on <html>: the page is served with its locale's mode checked, and this corrects it.
 */
const d = document.documentElement;

function put(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage absent, denied or full: the choice is not kept, the page works the same
  }
}

function sync() {
  document.querySelectorAll<HTMLInputElement>('input[name="reading-mode"]').forEach((r) => (r.checked = r.value === d.dataset.mode));
  document.querySelectorAll('.projector-toggle').forEach((b) => b.setAttribute('aria-pressed', String('projector' in d.dataset)));
}

document.addEventListener('change', (e) => {
  const t = e.target as HTMLInputElement | null;
  if (t?.name !== 'reading-mode') return;
  d.dataset.mode = t.value;
  put('lr-mode', t.value);
  const url = new URL(location.href);
  url.searchParams.set('mode', t.value);
  history.replaceState(history.state, '', url);
  sync();
});

document.addEventListener('click', (e) => {
  if (!(e.target as Element).closest?.('.projector-toggle')) return;
  const on = !('projector' in d.dataset);
  if (on) d.dataset.projector = '';
  else delete d.dataset.projector;
  put('lr-projector', on ? '1' : '0');
  sync();
});

sync();
