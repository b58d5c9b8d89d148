import { useLayoutEffect, type RefObject } from 'react';

/**
 * While a bar fixed to the bottom of the window is shown, the page keeps room for it at its end, so the footer's
 * links and buttons can always be scrolled clear of it and clicked.
 */
export function useReservedBottomSpace(ref: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const body = document.body;
    const previous = body.style.paddingBottom;
    const reserve = () => {
      // A bar that is in the page's flow at this width (the location banner on a phone) needs no room kept.
      if (getComputedStyle(element).position !== 'fixed') {
        body.style.paddingBottom = previous;
        return;
      }
      const gap = window.innerHeight - element.getBoundingClientRect().bottom;
      body.style.paddingBottom = `${Math.ceil(element.offsetHeight + Math.max(gap, 0) * 2)}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      body.style.paddingBottom = previous;
    };
  }, [ref, active]);
}
