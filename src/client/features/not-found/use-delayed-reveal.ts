import { useEffect, useState } from "react";

/** False at first, then true once `delayMs` has passed: drives enter animations. */
export function useDelayedReveal(delayMs: number): boolean {
  const [isRevealed, setIsRevealed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsRevealed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return isRevealed;
}
