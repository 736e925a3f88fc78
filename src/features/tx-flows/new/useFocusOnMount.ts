// Focus follows the flow: a step's heading takes it when the step appears.
import { useEffect, useRef } from 'react';

/** A step's heading takes the focus when the step appears, so screen readers follow the flow. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
