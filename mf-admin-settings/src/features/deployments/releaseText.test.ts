import { QUEUES, V100, V101, V120, release, step } from './fixtures';
import {
  actionText,
  builtWithParts,
  errorsText,
  mayActOnReleases,
  rollbackTarget,
  rollbackTargetText,
  stepByText,
  tokenText,
} from './releaseText';

describe('the words of the Deployments screen', () => {
  it('shows the @earrival/shared and react versions a release was built with', () => {
    expect(builtWithParts(V100.builtWith)).toEqual(['@earrival/shared 1.0.0', 'react 19.2.0']);
    expect(builtWithParts([{ name: 'react', version: '19.1.0' }])).toEqual(['react 19.1.0']);
    expect(builtWithParts([{ name: 'rxjs', version: '7.8.2' }])).toEqual([]);
    // What a real build's manifest lists: the package entry by entry, and react's subpaths.
    expect(
      builtWithParts([
        { name: '@earrival/shared/api', version: '1.0.0' },
        { name: '@earrival/shared/bus', version: '1.0.0' },
        { name: 'react/jsx-runtime', version: '19.3.1' },
        { name: 'react', version: '19.3.1' },
      ]),
    ).toEqual(['@earrival/shared 1.0.0', 'react 19.3.1']);
  });

  it('counts errors compactly, or a dash', () => {
    expect(errorsText({ load: 3, render: 1, members: 2 })).toBe('3 load · 1 render (2 members)');
    expect(errorsText({ load: 0, render: 1, members: 1 })).toBe('0 load · 1 render (1 member)');
    expect(errorsText({ load: 0, render: 0, members: 0 })).toBe('—');
  });

  it('names a token by its note, else its number', () => {
    expect(tokenText({ id: 3, note: 'CI main' })).toBe('CI main');
    expect(tokenText({ id: 4, note: null })).toBe('token #4');
    expect(tokenText(null)).toBe('—');
  });

  it('says every step in words, and who took it', () => {
    const auto = step({ id: 1, action: 'auto-rollback' });
    expect(actionText(auto)).toBe('Rolled back by itself');
    expect(stepByText(auto)).toBe('The server (too many errors)');
    expect(actionText(step({ id: 2, action: 'rollback', by: { id: 1, name: 'Ada Admin' } }))).toBe(
      'Rolled back',
    );
    expect(actionText(step({ id: 3, action: 'token-revoked', token: { id: 3, note: 'CI main' } }))).toBe(
      'Deploy token revoked: CI main',
    );
    expect(stepByText(step({ id: 4, action: 'publish', token: { id: 3, note: null } }))).toBe('token #3');
  });

  it('lets only an Admin act', () => {
    expect(mayActOnReleases('Admin')).toBe(true);
    expect(mayActOnReleases('Manager')).toBe(false);
    expect(mayActOnReleases(null)).toBe(false);
  });
});

describe('where a Roll back goes', () => {
  it('the release the live one replaced when it was published', () => {
    const target = rollbackTarget(QUEUES);
    expect(target).toEqual({ kind: 'release', release: V100 });
    expect(rollbackTargetText(target)).toBe('1.0.0');
  });

  it('after a rollback, the release it rolled back from', () => {
    const v100Live = { ...V100, state: 'live' as const };
    const v101Retired = { ...V101, state: 'retired' as const };
    const app = {
      ...QUEUES,
      live: v100Live,
      canary: null,
      history: [{ ...V120, state: 'retired' as const }, v101Retired, v100Live],
      events: [
        step({ id: 9, action: 'rollback', releaseId: V100.releaseId, fromReleaseId: V101.releaseId }),
        ...QUEUES.events,
      ],
    };
    expect(rollbackTarget(app)).toEqual({ kind: 'release', release: v101Retired });
  });

  it('after a promote, the release that was live before it', () => {
    const promoted = { ...V120, state: 'live' as const, canaryPercent: null };
    const app = {
      ...QUEUES,
      live: promoted,
      canary: null,
      history: [promoted, { ...V101, state: 'retired' as const }, V100],
      events: [
        step({ id: 9, action: 'promote', releaseId: V120.releaseId, fromReleaseId: V101.releaseId }),
        ...QUEUES.events,
      ],
    };
    expect(rollbackTargetText(rollbackTarget(app))).toBe('1.0.1');
  });

  it('the built-in build when no earlier release exists', () => {
    const only = release({ version: '1.0.0', state: 'live' });
    const app = { ...QUEUES, live: only, canary: null, history: [only], events: [] };
    expect(rollbackTargetText(rollbackTarget(app))).toBe('the built-in build (dist/)');
  });

  it('"the release live before" when the steps do not tell', () => {
    const app = { ...QUEUES, events: [] };
    expect(rollbackTargetText(rollbackTarget(app))).toBe('the release live before');
  });
});
