// The waits' guards (Testing Library's asyncUtilTimeout, jest's timeout) are set for every browser project
// in scripts/jest-dom-setup.ts; this module is kept for the tests that import it.
export {};
