// Setup for every browser-app jest project (jsdom).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder/TextDecoder, which react-router 7 and the token decoder need.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy* and waitFor wait for what they look for and return as soon as it is there: their timeout only
// guards a hang. Testing Library's default of 1 s failed FutureOrdersScreen and SendInvoiceScreen on the
// loaded 2-core machine (full run, 2026-12-02: their tests took 3.6 s; screen tests took up to 7.4 s), so
// every project gets 10 s, and tests 30 s (jest's default 5 s) to hold a few such waits.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);
