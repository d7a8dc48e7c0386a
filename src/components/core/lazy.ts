/**
 * A module loaded only once it is needed (the result screen at the end of a game): the hook gives
 * null until it has arrived. Keeps code a reader may never reach out of what every chapter ships.
 */
import { useEffect, useState } from 'preact/hooks';

export function useModule<T>(load: () => Promise<T>, when: boolean): T | null {
  const [mod, setMod] = useState<{ m: T } | null>(null);
  useEffect(() => {
    if (!when || mod) return;
    let live = true;
    load()
      .then((m) => live && setMod({ m }))
      .catch(() => {
        /* offline and never cached: the table below still shows the game's end */
      });
    return () => {
      live = false;
    };
  }, [when]);
  return mod ? mod.m : null;
}
