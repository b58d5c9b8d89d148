import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { useCartChange } from '../features/cart/cart-change-notice';
import { useCompareSelection } from '../features/compare/compare-selection';
import { useLocationStore } from '../features/filter/location-store';
import { usePlanQuestionsSavedNotice } from '../features/plan-questions/saved-notice';
import { useAnnouncer } from '../lib/announce';
import { useClientState } from '../lib/client-state';
import { useLoadingState } from '../lib/loading-state';

/**
 * How long findBy* and waitFor wait for the page, for every web test: Testing Library's default of 1 s is shorter
 * than a render can take when the machine's two cores are busy with other work (a second test run, a build), and a
 * test that waits for what the user sees must not fail because the machine was slow. A wait that is met returns at
 * once, so a long limit costs nothing when the test passes; vitest.config.ts gives each test room for several.
 */
configure({ asyncUtilTimeout: 10_000 });

/**
 * The files of project 'web' share a worker's modules (vitest.config.ts, isolate: false), so the state that lives in a
 * module, the app's stores, is put back as a new visitor's after each test, as the DOM and storage are.
 */
const STORES: { setState(state: object, replace: true): void; getInitialState(): object }[] = [useClientState, useCompareSelection, useLocationStore, useCartChange, usePlanQuestionsSavedNotice, useLoadingState, useAnnouncer];

afterEach(() => {
  cleanup();
  for (const store of STORES) store.setState(store.getInitialState(), true);
  localStorage.clear();
  vi.unstubAllGlobals();
});
