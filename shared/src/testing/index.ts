// Test helpers of every app: one network fake and one render helper. Never imported by product code.
export { failed, installFakeApi, ok, type FakeApi, type FakeReply, type FakeRequest } from './fakeApi';
export { renderWithProviders } from './renderWithProviders';
export { rawStatusTokens, rawStatusTokensOnPage } from './statusTokens';
export { SAME_INSTANT, SAME_ORDER_DATES } from './sameInstant';
export { NEW_QUEUE } from './newQueue';
