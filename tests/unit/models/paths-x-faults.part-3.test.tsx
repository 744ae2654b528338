import { vi } from 'vitest';
import { describePathFaults, PATH_FAULT_PARTS } from './fault-runs';

// Runs in `npm run test:models` only (MODEL_PATH_FAULTS=1, vite.config.ts); the other parts: the other files.
vi.mock('@/lib/env', async (original) => (await import('./mock-build-env')).mockBuildEnv(original));

describePathFaults({ index: 3, of: PATH_FAULT_PARTS });
