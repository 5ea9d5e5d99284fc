// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
// It also brings the jest-dom matcher types into the typecheck of test files.
// Import this first in a test that renders routed components (imports run in order).
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
import '@testing-library/jest-dom';
