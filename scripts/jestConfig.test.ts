import config from '../jest.config';

describe('the jest configuration', () => {
  // Jest takes testTimeout from the root only: under `projects`, a project's own is silently ignored (the
  // API project's 30 s guard was, and its tests still stopped at 5 s on a loaded machine).
  it('gives every test a 30 s hang guard at the root, where jest reads it, and in no project', () => {
    expect(config.testTimeout).toBe(30_000);
    for (const project of config.projects ?? [])
      expect(typeof project === 'object' && 'testTimeout' in project).toBe(false);
  });
});
