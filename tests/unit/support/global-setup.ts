import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** Where the parts of a split model note the paths they passed (tests/unit/models/model-runner.tsx). */
export const MODEL_PARTS_DIR = join(process.cwd(), 'reports', 'model-coverage', 'vitest-parts');

/** Once per vitest run, before any test file: a split model's coverage counts only this run's parts. */
export default function setup(): void {
  rmSync(MODEL_PARTS_DIR, { recursive: true, force: true });
}
