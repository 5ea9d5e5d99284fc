import { describeBadInput } from '../../testing/badInput';
import { badInput } from './badInput.cases';

describeBadInput('statistics', badInput);
