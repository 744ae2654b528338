import { postingCreationModel } from '../../models/posting-creation-model';
import { describeModel } from './model-runner';

// The model's longest run: its paths are shared out over two files so both workers run them (part 1: the other file).
describeModel(postingCreationModel, { part: { index: 2, of: 2 } });
