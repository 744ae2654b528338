import { termsModel } from '../../models/terms-model';
import { describeModel } from './model-spec';

describeModel(termsModel);
