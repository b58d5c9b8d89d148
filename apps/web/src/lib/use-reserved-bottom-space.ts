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
      const gap = window.innerHeight - element.getBoundingClientRect().bottom;
      body.style.paddingBottom = `${Math.ceil(element.offsetHeight + Math.max(gap, 0) * 2)}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = previous;
    };
  }, [ref, active]);
}
