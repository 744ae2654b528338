import { loginModel } from '../../models/login-model';
import { describeModel } from './model-runner';

describeModel(loginModel);
