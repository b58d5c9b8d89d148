import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

/**
 * How long findBy* and waitFor wait for the page, for every web test: Testing Library's default of 1 s is shorter
 * than a render can take when the machine's two cores are busy with other work (a second test run, a build), and a
 * test that waits for what the user sees must not fail because the machine was slow. A wait that is met returns at
 * once, so a long limit costs nothing when the test passes; vitest.config.ts gives each test room for several.
 */
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
