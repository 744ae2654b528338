import { cancelArchiveModel } from './cancel-archive-model';
import { loginModel } from './login-model';
import { planPaths } from './path-planning';
import { type ModelDefinition } from './model-harness';
import { type PlannedPath } from './model-graph';
import { offerSearchModel } from './offer-search-model';
import { postingCreationModel } from './posting-creation-model';
import { termsModel } from './terms-model';

/** Every model of the state-chart test harness. */
export const MODELS: readonly ModelDefinition[] = [
  loginModel,
  termsModel,
  postingCreationModel,
  cancelArchiveModel,
  offerSearchModel,
];

export function findModel(id: string): ModelDefinition {
  const model = MODELS.find((candidate) => candidate.id === id);
  if (!model) throw new Error(`Unknown model ${id}`);
  return model;
}

/**
 * The models whose transition pairs the vitest runner covers in full (issue 23 asks it of these three): it plans pair
 * tours for them and fails below 100 % of their pairs. Posting creation's and the offer search's pairs are reported,
 * not required (the offer search's pair tours would take its file from about 10 s to 17 s, and its runs of every
 * path × fault from 30 to 42).
 */
export const PAIRS_REQUIRED: ReadonlySet<string> = new Set(['login', 'terms', 'cancel-archive']);

/** Every path the vitest runner plans for a model: all simple paths, the transition cover, the tours, and pairs. */
export const vitestPaths = (model: ModelDefinition): PlannedPath[] =>
  planPaths(model, 'simple', { pairs: PAIRS_REQUIRED.has(model.id) });
