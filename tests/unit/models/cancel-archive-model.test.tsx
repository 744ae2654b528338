import { cancelArchiveModel } from '../../models/cancel-archive-model';
import { describeModel } from './model-runner';

describeModel(cancelArchiveModel);
