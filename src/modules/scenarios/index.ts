// The scenarios module's face: scenarios are loaded over HTTP (its routes), or by
// `payments-service seed`, which runs the same scripts through a running service's API.
export type { Scenario, ScenarioApi, ScenarioSummary } from './scenario.js';
export { scenarioStepKey } from './scenario.js';
export { SCENARIOS } from './catalogue.js';
export type { TriggerResult } from './trigger.js';
