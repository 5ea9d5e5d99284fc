// Setup for every browser-app jest project (jsdom).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder/TextDecoder, which react-router 7 and the token decoder need.
Object.assign(globalThis, { TextEncoder, TextDecoder });
