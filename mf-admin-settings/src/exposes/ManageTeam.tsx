import type { AdminScreenProps } from '@earrival/shared/routes';
import { ManageTeamScreen } from '../features/team/components/ManageTeamScreen';

/** Manage Team, at manage-team (add) and manage-team/:teamMemberId (edit). */
export default function ManageTeam(props: AdminScreenProps) {
  return <ManageTeamScreen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
