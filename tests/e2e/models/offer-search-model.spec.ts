import { offerSearchModel } from '../../models/offer-search-model';
import { describeModel } from './model-spec';

describeModel(offerSearchModel);
