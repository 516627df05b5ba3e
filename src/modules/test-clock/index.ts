// The test clock module's face: clocks are moved over HTTP (its routes); nothing else reaches in.
export type { AdvancedTestClock, TestClock } from './service.js';
