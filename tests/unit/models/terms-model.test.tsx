import { termsModel } from '../../models/terms-model';
import { describeModel } from './model-runner';

describeModel(termsModel);
