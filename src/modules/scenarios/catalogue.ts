import { demo } from './demo.js';
import type { Scenario } from './scenario.js';

/** Every scenario, by name (docs/scenarios.md). */
export const SCENARIOS: readonly Scenario[] = [demo];
