import { cancelArchiveModel } from './cancel-archive-model';
import { loginModel } from './login-model';
import type { ModelDefinition } from './model-harness';
import { postingCreationModel } from './posting-creation-model';
import { termsModel } from './terms-model';

/** Every model of the state-chart test harness. */
export const MODELS: readonly ModelDefinition[] = [
  loginModel,
  termsModel,
  postingCreationModel,
  cancelArchiveModel,
];

export function findModel(id: string): ModelDefinition {
  const model = MODELS.find((candidate) => candidate.id === id);
  if (!model) throw new Error(`Unknown model ${id}`);
  return model;
}
