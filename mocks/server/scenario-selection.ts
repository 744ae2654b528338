import { findScenario, SCENARIOS, type Scenario } from '@scenarios/scenario-registry';
import { SCENARIO_HEADER, SCENARIO_QUERY_PARAM } from './cors';

export function knownScenarioIds(): string[] {
  return SCENARIOS.map((scenario) => scenario.id);
}

export function unknownScenarioMessage(id: string): string {
  return `Unknown scenario '${id}'. Known scenarios: ${knownScenarioIds().join(', ')}.`;
}

export class UnknownScenarioError extends Error {
  constructor(readonly scenarioId: string) {
    super(unknownScenarioMessage(scenarioId));
    this.name = 'UnknownScenarioError';
  }
}

/** The registered scenario of an id; throws UnknownScenarioError (naming the known ids) for any other. */
export function requireScenario(id: string): Scenario {
  const scenario = findScenario(id);
  if (!scenario) throw new UnknownScenarioError(id);
  return scenario;
}

/** The scenario a request names (header first, then query parameter), or null when it names none. */
export function requestedScenarioId(url: URL, headers: Headers): string | null {
  const fromHeader = headers.get(SCENARIO_HEADER)?.trim();
  if (fromHeader) return fromHeader;
  const fromQuery = url.searchParams.get(SCENARIO_QUERY_PARAM)?.trim();
  return fromQuery ? fromQuery : null;
}
