import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { queryKeys } from '@earrival/shared/query';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { Page } from '@earrival/shared/ui';
import { QueryState } from '../../../components/QueryState';
import { useReleases } from '../hooks/useReleases';
import { mayActOnReleases } from '../releaseText';
import { AppReleasesCard } from './AppReleasesCard';
import { DeployTokens } from './DeployTokens';
import '../../../components/settings.css';

/**
 * Settings -> Deployments: per remote what is live, the canary and its share, the history and every step;
 * an Admin promotes, rolls back, puts an earlier release back and manages the deploy tokens. A Manager
 * sees the same releases without any of those (the server refuses them too).
 */
export function DeploymentsScreen({ route, user }: AdminScreenProps) {
  const client = useQueryClient();
  const releases = useReleases();
  const canAct = mayActOnReleases(user.type);

  return (
    <Page
      title={route.title}
      onRefresh={() => void client.invalidateQueries({ queryKey: queryKeys.releases() })}
    >
      <p className="text-muted settings-card">
        What each app serves to staff: the live release, a canary for a share of staff, and every earlier
        release. A publish, promote or rollback shows here as it happens. Times are US Eastern.
      </p>
      {!canAct && (
        <Alert variant="info" className="settings-card">
          You can see what is live. Only an Admin promotes, rolls back and manages deploy tokens.
        </Alert>
      )}
      <QueryState query={releases} loading="Loading the releases…" alert className="settings-card" />
      {releases.data?.map((app) => (
        <AppReleasesCard key={app.app} app={app} canAct={canAct} />
      ))}
      {canAct && <DeployTokens />}
    </Page>
  );
}
