/**
 * The page's first Intl.NumberFormat loads ICU's number data: about 20 ms of a desktop's main thread (four times that
 * on a slow phone), while every later one, in any locale or style, costs nearly nothing. The first render formats the
 * cart's count ("0 items"), so it would carry that cost inside its own long task. Made here, in a task of its own
 * before the render starts, the browser can paint or answer a tap between the two: the same work, in two shorter
 * tasks (Lighthouse's Total Blocking Time counts what each task lasts beyond 50 ms).
 */
export function numberFormatWarmed(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      // Any locale loads the data; the page's own (set by startLocale) if it is known by now.
      try {
        new Intl.NumberFormat(document.documentElement.lang || undefined);
      } catch {
        // Only a head start: the render makes its own formatters, and shows its own failure if that fails too.
      }
      resolve();
    }, 0),
  );
}
