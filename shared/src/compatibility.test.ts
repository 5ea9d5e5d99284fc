import { checkRemote, RemoteSkewError } from '@earrival/shared/compatibility';

const queues = { label: 'Queues', folder: 'mf-queues' };
const page = new Map([
  ['react', '19.3.1'],
  ['@earrival/shared/bus', '2.0.0'],
  ['@earrival/shared/auth', '2.0.0'],
]);
const built = (shared: string, react = '19.3.1') => [
  { name: 'react', version: react },
  { name: '@earrival/shared/bus', version: shared },
  { name: '@earrival/shared/auth', version: shared },
  // Stateless entries are not singletons of the page: several versions may live side by side.
  { name: '@earrival/shared/ui', version: shared },
];

describe('checkRemote', () => {
  it('admits a remote of the same versions without a word', () => {
    expect(checkRemote(queues, built('2.0.0'), page)).toEqual({ refusal: null, warnings: [] });
  });

  it('admits a remote of an older minor on the page copy, silently', () => {
    expect(checkRemote(queues, built('2.0.0'), new Map([['@earrival/shared/bus', '2.3.1']]))).toEqual({
      refusal: null,
      warnings: [],
    });
  });

  it('refuses a remote of the previous major, naming it, both versions and the fix', () => {
    const { refusal } = checkRemote(queues, built('1.4.0'), page);
    expect(refusal).toBeInstanceOf(RemoteSkewError);
    expect(refusal?.message).toBe(
      'Queues was built for @earrival/shared 1.x; this back-office runs 2.0.0. Redeploy mf-queues.',
    );
  });

  it('refuses a remote of a newer major and says the shell goes first', () => {
    const { refusal } = checkRemote(queues, built('3.0.0'), page);
    expect(refusal?.message).toBe(
      'Queues was built for @earrival/shared 3.x; this back-office runs 2.0.0. ' +
        'Deploy the shell built for @earrival/shared 3.x first, then mf-queues.',
    );
  });

  it('names every singleton package of another major', () => {
    const { refusal } = checkRemote(queues, built('1.0.0', '18.3.1'), page);
    expect(refusal?.message).toBe(
      'Queues was built for react 18.x; this back-office runs 19.3.1. ' +
        'It was built for @earrival/shared 1.x; this back-office runs 2.0.0. Redeploy mf-queues.',
    );
  });

  it('loads a remote of a newer minor with one warning naming both versions', () => {
    const { refusal, warnings } = checkRemote(queues, built('2.1.0'), page);
    expect(refusal).toBeNull();
    expect(warnings).toEqual([
      "Queues (mf-queues) was built for @earrival/shared 2.1.0; this back-office runs 2.0.0. It runs on the back-office's 2.0.0; deploy the shell built against 2.1.0 to give it what is new there.",
    ]);
  });

  it('ignores what the page does not provide as a singleton', () => {
    const shared = [{ name: '@earrival/shared/ui', version: '7.0.0' }];
    expect(checkRemote(queues, shared, page).refusal).toBeNull();
  });
});
