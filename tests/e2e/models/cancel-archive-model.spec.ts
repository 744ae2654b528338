import { cancelArchiveModel } from '../../models/cancel-archive-model';
import { describeModel } from './model-spec';

describeModel(cancelArchiveModel);
