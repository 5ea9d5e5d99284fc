// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time: import this first.
// It also brings the jest-dom matcher types into the typecheck of test files.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
