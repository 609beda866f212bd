import { useEffect, useRef, useState } from "react";

/**
 * Counts from 0 to `end` over `duration` seconds after `delay` seconds, once `start` is true
 * (react-countup's duration/delay semantics, eased out). Reduced motion shows the end value.
 */
export function useCountUp(
  end: number,
  { duration, delay, start, instant }: { duration: number; delay: number; start: boolean; instant: boolean },
) {
  const [value, setValue] = useState(instant ? end : 0);
  const done = useRef(false);

  useEffect(() => {
    if (instant) {
      setValue(end);
      return;
    }
    if (!start || done.current) return;
    let frame = 0;
    let begin = 0;
    const tick = (now: number) => {
      if (!begin) begin = now;
      const progress = Math.min(1, (now - begin) / (duration * 1000));
      const eased = 1 - Math.pow(1 - progress, 3);
      setValue(Math.round(end * eased));
      if (progress < 1) frame = requestAnimationFrame(tick);
      else done.current = true;
    };
    const timer = window.setTimeout(() => {
      frame = requestAnimationFrame(tick);
    }, delay * 1000);
    return () => {
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [start, end, duration, delay, instant]);

  return value;
}
