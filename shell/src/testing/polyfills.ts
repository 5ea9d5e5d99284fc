// jsdom has no TextEncoder/TextDecoder, which react-router 7 and the token decoder need at import time.
// (Better placed in scripts/jest-dom-setup.ts for every project; kept here until then.)
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// Brings the jest-dom matcher types into the typecheck of test files (the runtime setup already loads them).
import '@testing-library/jest-dom';

// The machine is shared with parallel builds; give async UI waits room so a slow moment is not a failure.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);
