/**
 * Fits its content into the box it is given (the presenter view's stage): the largest zoom at
 * which the content, laid out at the width that zoom leaves it, is no taller than the box. A board
 * that reflows (cards that wrap) gets more room across as it is zoomed out; a drawing keeps its
 * proportions. Inactive, it lays its content out as usual.
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

const MIN = 0.3;
const MAX = 2.2;

/** The largest zoom in [MIN, MAX] for which `fits` holds (fits is monotone: true below some zoom). */
export function largestFit(fits: (zoom: number) => boolean, steps = 10): number {
  if (fits(MAX)) return MAX;
  let lo = MIN;
  let hi = MAX;
  for (let k = 0; k < steps; k++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

export function FitBox({ active, watch, children }: { active: boolean; watch: unknown; children: ComponentChildren }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return;
    if (!active) {
      i.style.removeProperty('zoom');
      i.style.removeProperty('width');
      delete i.dataset.zoom;
      return;
    }
    const fit = () => {
      const W = o.clientWidth;
      const H = o.clientHeight;
      if (W < 10 || H < 10) return;
      const apply = (z: number) => {
        i.style.setProperty('zoom', String(z));
        i.style.width = `${W / z}px`;
      };
      const fits = (z: number) => {
        apply(z);
        const r = i.getBoundingClientRect();
        return r.height <= H + 0.5 && r.width <= W + 0.5;
      };
      const z = largestFit(fits);
      apply(z);
      i.dataset.zoom = z.toFixed(2);
    };
    fit();
    // refit when the screen changes, and when the board changes (a move, a hand growing)
    const ro = new ResizeObserver(fit);
    ro.observe(o);
    const mo = new MutationObserver(fit);
    mo.observe(i, { childList: true, subtree: true, characterData: true });
    return () => {
      ro.disconnect();
      mo.disconnect();
    };
  }, [active, watch]);
  return (
    <div ref={outer} class="sg-fit" data-fit={active ? '' : undefined}>
      <div ref={inner} class="sg-fit-inner">
        {children}
      </div>
    </div>
  );
}
