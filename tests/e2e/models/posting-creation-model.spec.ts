import { postingCreationModel } from '../../models/posting-creation-model';
import { describeModel } from './model-spec';

describeModel(postingCreationModel);
