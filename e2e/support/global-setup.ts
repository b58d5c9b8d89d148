import type { TestProject } from 'vitest/node';
import { startStore, type RunningStore } from './store-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let store: RunningStore | undefined;

/** Starts the built store once for all journeys, on a free port with its own empty data directory. */
export async function setup(project: TestProject) {
  store = await startStore();
  project.provide('baseUrl', store.baseUrl);
}

export async function teardown() {
  await store?.stop();
}
