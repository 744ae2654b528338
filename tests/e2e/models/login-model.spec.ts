import { loginModel } from '../../models/login-model';
import { describeModel } from './model-spec';

describeModel(loginModel);
