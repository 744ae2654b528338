import { offerSearchModel } from '../../models/offer-search-model';
import { describeModel } from './model-runner';

describeModel(offerSearchModel);
