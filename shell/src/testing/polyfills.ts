// The machine is shared with parallel builds; give async UI waits room so a slow moment is not a failure.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);
