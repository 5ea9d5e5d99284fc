import type { AppReleases, ClientReport, Release, ReleaseStep } from '@earrival/shared/api';
import { RELEASE_ACTION_ROLES } from '@earrival/shared/policy';
import type { Role } from '@earrival/shared/types';

/**
 * The words of the Deployments screen, from the server's release data: pure functions, so the rules
 * (which release a rollback puts back, how a step reads) are tested without rendering.
 */

/** The server's name for the build served from its own dist/ folder (a rollback target, a step's release). */
export const BUILT_IN = 'built-in';
export const BUILT_IN_TEXT = 'Built-in build (dist/)';
/** The longest note a deploy token may carry (the server's rule). */
export const TOKEN_NOTE_MAX = 200;
export const NONE = '—';

/** Admin only: promote, roll back, put back, and the deploy tokens. Managers look. */
export const mayActOnReleases = (role: Role | null | undefined): boolean =>
  !!role && (RELEASE_ACTION_ROLES as readonly Role[]).includes(role);

type TokenRef = { id: number; note: string | null } | null;

/** A deploy token as staff know it: its note, or its number. */
export const tokenText = (token: TokenRef): string =>
  token ? token.note?.trim() || `token #${token.id}` : NONE;

/** A release id as a step names it: 'built-in' is the server's own build. */
export const releaseIdText = (releaseId: string | null): string =>
  releaseId === null ? NONE : releaseId === BUILT_IN ? BUILT_IN_TEXT : releaseId;

const SHOWN_SINGLETONS = ['@earrival/shared', 'react'];

/** ["@earrival/shared 1.0.0", "react 19.2.0"]: the singletons that decide whether a build fits the shell. */
export function builtWithParts(builtWith: Release['builtWith']): string[] {
  return SHOWN_SINGLETONS.flatMap((name) => {
    // A build shares @earrival/shared entry by entry ('@earrival/shared/bus', ...), one version for all.
    const found = builtWith.find((entry) => entry.name === name || entry.name.startsWith(`${name}/`));
    return found ? [`${name} ${found.version}`] : [];
  });
}

/** "3 load · 1 render (2 members)", or a dash when nobody reported anything. */
export function errorsText(errors: Release['errors']): string {
  if (errors.load + errors.render === 0) return NONE;
  const members = `${errors.members} ${errors.members === 1 ? 'member' : 'members'}`;
  return `${errors.load} load · ${errors.render} render (${members})`;
}

export const hasErrors = (errors: Release['errors']): boolean => errors.load + errors.render > 0;

const ACTION_WORDS: Record<ReleaseStep['action'], string> = {
  publish: 'Published',
  promote: 'Promoted to everyone',
  rollback: 'Rolled back',
  'auto-rollback': 'Rolled back by itself',
  'token-created': 'Deploy token created',
  'token-revoked': 'Deploy token revoked',
};

/** What a step did, in words; a token's step names the token. */
export function actionText(step: ReleaseStep): string {
  const words = ACTION_WORDS[step.action] ?? step.action;
  return step.action === 'token-created' || step.action === 'token-revoked'
    ? `${words}: ${tokenText(step.token)}`
    : words;
}

/** Who reported an error: the member, or (a report kept before reporters were named) nobody known. */
export const reporterText = (report: ClientReport): string =>
  report.member ? report.member.name || `member #${report.member.id}` : 'A member (not named)';

/**
 * Whether a report counted: the registry had served the release to the member's session. A canary's
 * report that did not (a member outside its share, another session) counts toward no rollback. A report
 * kept before reporters were named was never checked: a dash.
 */
export const servedText = (report: ClientReport): string =>
  !report.member ? NONE : report.served ? 'Yes' : 'No: not served this release';

/** Who took a step: a member, a deploy token (CI), or the server itself (a canary past its error limit). */
export function stepByText(step: ReleaseStep): string {
  if (step.by) return step.by.name || `member #${step.by.id}`;
  if (step.token) return tokenText(step.token);
  return step.action === 'auto-rollback' ? 'The server (too many errors)' : NONE;
}

/** Where a rollback without a named release goes: a release, the built-in build, or not known here. */
export type RollbackTarget =
  { kind: 'release'; release: Release } | { kind: 'built-in' } | { kind: 'unknown' };

const MADE_LIVE: readonly ReleaseStep['action'][] = ['publish', 'promote', 'rollback'];

/**
 * The release a Roll back (no release named) puts back: the server takes the retired release that was
 * live most recently before the current one. The steps say it: the newest step that made the current
 * release live (a publish straight to live, a promote, a rollback) names in `fromReleaseId` the release
 * it replaced. A publish of the live release found there was a publish straight to live: a canary would
 * have needed a later promote. When that step is not among the steps shown, or it replaced the built-in
 * build while an older release exists, the screen says "the release live before" instead of guessing.
 */
export function rollbackTarget(app: AppReleases): RollbackTarget {
  const { live, history, events } = app;
  if (!live) return { kind: 'unknown' };
  const retired = history.filter((release) => release.state === 'retired');
  const madeLive = events.find(
    (step) => MADE_LIVE.includes(step.action) && step.releaseId === live.releaseId,
  );
  const from = madeLive?.fromReleaseId ?? null;
  if (from && from !== BUILT_IN) {
    const release = retired.find((candidate) => candidate.releaseId === from);
    if (release) return { kind: 'release', release };
  }
  // Nothing was ever retired: there is no earlier release, so the server's own build comes back.
  if (retired.length === 0) return { kind: 'built-in' };
  return { kind: 'unknown' };
}

/** "1.0.1", "the built-in build (dist/)" or "the release live before", for the rollback question. */
export function rollbackTargetText(target: RollbackTarget): string {
  switch (target.kind) {
    case 'release':
      return target.release.version;
    case 'built-in':
      return 'the built-in build (dist/)';
    case 'unknown':
      return 'the release live before';
  }
}
