import { useEffect, useRef, useState } from 'react';
import {
  activeSectionFromTops,
  clickStillWins,
  progressPercent,
  stepperTimings,
} from '../../core/state/stepper-state.ts';

/**
 * §4 stepper: the active section follows the scroll position (debounced 50 ms) unless the
 * user clicked a step less than a second ago; scroll progress for the phone bar in 10 % steps;
 * the viewport height settles 500 ms after the last resize before the navigator is resized.
 */
export function useStepperTracking(container: React.RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(0);
  const [progress, setProgress] = useState(0);
  const [viewport, setViewport] = useState(() => (typeof window === 'undefined' ? 800 : window.innerHeight));
  const clickedAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    let scrollTimer: ReturnType<typeof setTimeout> | undefined;
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const root = container.current;
      if (!root) return;
      const rect = root.getBoundingClientRect();
      setProgress(progressPercent(-rect.top, rect.height - window.innerHeight));
      if (clickStillWins(clickedAt.current, Date.now())) return;
      const tops = [...root.querySelectorAll('[data-section]')].map((s) => s.getBoundingClientRect().top);
      // A pixel of slack: zoomed pages scroll to fractional positions.
      const atPageEnd = rect.bottom <= window.innerHeight + 1 && window.scrollY > 0;
      setActive(activeSectionFromTops(tops, window.innerHeight * 0.3, atPageEnd));
    };
    const onScroll = () => {
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(measure, stepperTimings.scrollDebounceMs);
    };
    const onResize = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => setViewport(window.innerHeight), stepperTimings.heightSettleMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    measure();
    return () => {
      clearTimeout(scrollTimer);
      clearTimeout(resizeTimer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [container]);

  const choose = (index: number) => {
    clickedAt.current = Date.now();
    setActive(index);
  };
  return { active, progress, viewport, choose };
}
