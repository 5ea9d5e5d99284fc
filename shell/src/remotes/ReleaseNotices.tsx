import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { RemoteRelease } from './registryStore';

/**
 * Above an open screen whose remote has another build now (a release, a rollback): the screen keeps
 * running the build it has until the member loads the new one, which remounts this screen alone.
 */
export function NewVersionBanner({ label, onLoad }: { label: string; onLoad: () => void }) {
  return (
    <Alert
      variant="info"
      role="status"
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-2"
      data-testid="new-version"
    >
      <span>A new version of {label} is available</span>
      <Button size="sm" variant="primary" onClick={onLoad}>
        Load the new version
      </Button>
    </Alert>
  );
}

/** Below a loaded screen: which build serves it, e.g. "Queues 1.0.1", with the release in its title. */
export function BuildLine({
  label,
  version,
  release,
}: {
  label: string;
  version: string;
  release: RemoteRelease | null;
}) {
  const releaseId = release?.releaseId ?? null;
  const title = releaseId
    ? `Release ${releaseId}${release?.canary ? ' (a canary for part of the staff)' : ''}`
    : 'The built-in build (no published release)';
  return (
    <p className="small text-muted text-end mt-2 mb-0" title={title} data-release={releaseId ?? 'built-in'}>
      {label} {version}
    </p>
  );
}
