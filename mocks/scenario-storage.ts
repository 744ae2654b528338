import { DEFAULT_SCENARIO, findScenario, SCENARIOS } from '@scenarios/scenario-registry';
import type { LatencySetting } from '@scenarios/scenario-types';
import { formatLatency, parseLatency } from './latency';
import type { ScenarioSelection } from './scenario-runtime';
import { DEFAULT_SEED } from './seed-constants';

/**
 * Which scenario a browser tab starts in: ?scenario= (with &seed=, &latency=) in the address wins, then the
 * tab's stored choice (sessionStorage, kept across reloads), then the default. The browser's data has one
 * scenario, shared by its tabs (mocks/dev-tools.ts): without a link, a tab takes the data's scenario.
 */

/** URL items that select a scenario, its seed and a latency; they win over the stored choice. */
export const SCENARIO_QUERY = 'scenario';
export const SEED_QUERY = 'seed';
export const LATENCY_QUERY = 'latency';
/** The tab's choice (sessionStorage: per tab, kept across reloads). */
export const SELECTION_STORAGE_KEY = 'wen.mock.scenario';
export const LATENCY_STORAGE_KEY = 'wen.mock.latency';

interface StoredSelection {
  id: string;
  seed: number;
}

export function safeStorage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function readJson(storage: Storage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeItem(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // storage blocked or full: the choice lasts for this page only
  }
}

const isSeed = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function parseSeed(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  const seed = Number(value);
  return isSeed(seed) ? seed : undefined;
}

function storedSelection(): ScenarioSelection | null {
  const stored = readJson(
    safeStorage('session'),
    SELECTION_STORAGE_KEY,
  ) as Partial<StoredSelection> | null;
  const scenario = typeof stored?.id === 'string' ? findScenario(stored.id) : undefined;
  return scenario && isSeed(stored?.seed) ? { scenario, seed: stored.seed } : null;
}

function storedLatency(): LatencySetting | null {
  const stored = readJson(safeStorage('session'), LATENCY_STORAGE_KEY);
  return typeof stored === 'string' ? parseLatency(stored) : null;
}

export const dataKey = ({ scenario, seed }: ScenarioSelection) => `${scenario.id}@${seed}`;
export const DEFAULT_DATA_KEY = dataKey({ scenario: DEFAULT_SCENARIO, seed: DEFAULT_SEED });

export interface StartSelection {
  selection: ScenarioSelection;
  latency: LatencySetting | null;
  unknownScenarioId: string | null;
  /** The address chose the scenario or seed (a link): it switches the browser's data if that differs. */
  fromAddress: boolean;
}

/**
 * The tab's scenario at start: ?scenario= (with &seed=, &latency=) wins, then the stored choice, then the
 * default. The items are taken out of the address, so the stored choice (changed in the panel) rules after
 * the first load. An unknown id is ignored and reported.
 */
export function takeStartSelection(
  url: URL = new URL(window.location.href),
  replaceUrl: (url: URL) => void = (next) =>
    window.history.replaceState(
      window.history.state,
      '',
      `${next.pathname}${next.search}${next.hash}`,
    ),
): StartSelection {
  const requestedId = url.searchParams.get(SCENARIO_QUERY)?.trim() || null;
  const requestedSeed = parseSeed(url.searchParams.get(SEED_QUERY));
  const requestedLatency = parseLatency(url.searchParams.get(LATENCY_QUERY));
  if ([SCENARIO_QUERY, SEED_QUERY, LATENCY_QUERY].some((key) => url.searchParams.has(key))) {
    const cleaned = new URL(url.href);
    [SCENARIO_QUERY, SEED_QUERY, LATENCY_QUERY].forEach((key) => cleaned.searchParams.delete(key));
    replaceUrl(cleaned);
  }

  let selection = storedSelection() ?? { scenario: DEFAULT_SCENARIO, seed: DEFAULT_SEED };
  let unknownScenarioId: string | null = null;
  let fromAddress = false;
  if (requestedId) {
    const scenario = findScenario(requestedId);
    if (scenario) {
      selection = { scenario, seed: requestedSeed ?? scenario.seed ?? DEFAULT_SEED };
      fromAddress = true;
    } else {
      unknownScenarioId = requestedId;
      console.warn(
        `[mock backend] unknown scenario '${requestedId}' in the address; known: ${SCENARIOS.map((s) => s.id).join(', ')}`,
      );
    }
  } else if (requestedSeed !== undefined) {
    selection = { ...selection, seed: requestedSeed };
    fromAddress = true;
  }
  const latency = url.searchParams.has(LATENCY_QUERY) ? requestedLatency : storedLatency();
  return { selection, latency, unknownScenarioId, fromAddress };
}

export function saveSelection({ scenario, seed }: ScenarioSelection): void {
  writeItem(
    safeStorage('session'),
    SELECTION_STORAGE_KEY,
    JSON.stringify({ id: scenario.id, seed }),
  );
}

export function saveLatency(latency: LatencySetting | null): void {
  writeItem(
    safeStorage('session'),
    LATENCY_STORAGE_KEY,
    latency ? JSON.stringify(formatLatency(latency)) : null,
  );
}
