/**
 * Where the focus goes when the control a person used has gone away (they joined the class, took a
 * seat, left it): to the heading of what now stands in its place, so that the keyboard goes on from there.
 */
import { useEffect, useRef } from 'preact/hooks';

export function useFocusWhenLost<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const a = document.activeElement;
    if (!a || a === document.body || !a.isConnected) ref.current?.focus();
  }, []);
  return ref;
}
