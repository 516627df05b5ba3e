// The scenarios module's face: scenarios are loaded over HTTP (its routes); nothing else reaches in.
export type { ScenarioSummary } from './scenario.js';
