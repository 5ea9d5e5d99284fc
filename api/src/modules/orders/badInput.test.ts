import { describeBadInput } from '../../testing/badInput';
import { badInput } from './fixtures/badInput.cases';

describeBadInput('orders', badInput);
