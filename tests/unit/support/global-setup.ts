import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** Where the parts of a split model note the paths they passed (tests/unit/models/model-runner.tsx). */
export const MODEL_PARTS_DIR = join(process.cwd(), 'reports', 'model-coverage', 'vitest-parts');
/** Where the fault catalogue's files note the faults they injected (tests/unit/reliability/fault-catalogue.tsx). */
export const FAULT_PARTS_DIR = join(process.cwd(), 'reports', '.runs', 'faults-vitest');
/** Where the variance suite's files note their journeys (tests/unit/reliability/variance-journeys.tsx). */
export const VARIANCE_PARTS_DIR = join(process.cwd(), 'reports', '.runs', 'variance-vitest');

/** Once per vitest run, before any test file: a split model's coverage (and the reliability figures) count only this run's parts. */
export default function setup(): void {
  rmSync(MODEL_PARTS_DIR, { recursive: true, force: true });
  rmSync(FAULT_PARTS_DIR, { recursive: true, force: true });
  rmSync(VARIANCE_PARTS_DIR, { recursive: true, force: true });
}
