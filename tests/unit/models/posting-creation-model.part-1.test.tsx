import { postingCreationModel } from '../../models/posting-creation-model';
import { describeModel } from './model-runner';

// The model's longest run: its paths are shared out over two files so both workers run them (part 2: the other file).
describeModel(postingCreationModel, { part: { index: 1, of: 2 } });
