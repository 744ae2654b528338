import { postingCreationModel } from '../../models/posting-creation-model';
import { describeModel } from './model-runner';

describeModel(postingCreationModel);
