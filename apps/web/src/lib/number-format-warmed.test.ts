import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberFormatWarmed } from './number-format-warmed';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the page's first number formatter", () => {
  it('is made in a task of its own, after the task that asked, and only then says it is ready', async () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'NumberFormat');
    let ready = false;
    const warmed = numberFormatWarmed().then(() => (ready = true));
    await Promise.resolve();
    expect(made).not.toHaveBeenCalled();
    expect(ready).toBe(false);
    await vi.runAllTimersAsync();
    await warmed;
    expect(made).toHaveBeenCalledTimes(1);
    expect(ready).toBe(true);
  });

  it('lets the page render even if the formatter cannot be made', async () => {
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function () {
      throw new RangeError('no number data');
    });
    const warmed = numberFormatWarmed();
    await expect(warmed).resolves.toBeUndefined();
  });
});
