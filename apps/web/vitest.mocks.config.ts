import { defineProject } from 'vitest/config';
import { MOCKING_FILES, webTestOptions } from './vitest.config';

/** The web files that mock a module (MOCKING_FILES), each in a module registry of its own. */
export default defineProject({ test: { ...webTestOptions, name: 'web-mocks', include: MOCKING_FILES, isolate: true } });
