import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import { ApiError } from '@earrival/shared/api';
import { grantableRoles, mayManageMember } from '@earrival/shared/policy';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { type Role } from '@earrival/shared/types';
import { Page } from '@earrival/shared/ui';
import { useMemberTypes, useTeamMember } from '../hooks/useTeam';
import { MANAGE_TEAM_PATH, TeamMemberForm } from './TeamMemberForm';
import { TeamMemberList } from './TeamMemberList';
import { BusyMark } from '@earrival/shared/form';
import '../team.css';

/** A member id from the address: a positive whole number, or null for anything else. */
export function parseMemberId(raw: string): number | null {
  if (!/^[0-9]{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * Manage Team: the add form (or, at /admin/manage-team/{id}, the edit form of that member) above the
 * Team Member List. Member Type offers only the types the signed-in member may grant.
 */
export function ManageTeamScreen({ route, user }: AdminScreenProps) {
  const { teamMemberId } = useParams();
  const navigate = useNavigate();
  const serverTypes = useMemberTypes();
  const types = useMemo<Role[]>(() => {
    const grantable = grantableRoles(user.type);
    return (serverTypes.data ?? []).filter((type) => grantable.includes(type));
  }, [serverTypes.data, user.type]);
  const backToList = () => navigate(MANAGE_TEAM_PATH);

  if (teamMemberId !== undefined) {
    return (
      <Page title={route.title}>
        <EditMember rawId={teamMemberId} user={user} types={types} onSaved={backToList} />
        <TeamMemberList
          user={user}
          onDeleted={(id) => (String(id) === teamMemberId ? backToList() : undefined)}
        />
      </Page>
    );
  }
  return (
    <Page title={route.title}>
      <TeamMemberForm types={types} />
      <TeamMemberList user={user} />
    </Page>
  );
}

interface EditMemberProps {
  rawId: string;
  user: AdminScreenProps['user'];
  types: Role[];
  onSaved: () => void;
}

function EditMember({ rawId, user, types, onSaved }: EditMemberProps) {
  const id = parseMemberId(rawId);
  const member = useTeamMember(id);

  if (id === null) return <Problem>There is no team member with the id “{rawId}”.</Problem>;
  if (member.isPending) {
    return (
      <div className="settings-card-placeholder mb-4" role="status">
        <BusyMark /> Loading the team member…
      </div>
    );
  }
  if (member.isError) {
    const notFound = member.error instanceof ApiError && member.error.httpStatus === 404;
    return (
      <Problem>{notFound ? `There is no team member with the id “${rawId}”.` : member.error.message}</Problem>
    );
  }
  if (!mayManageMember(user, member.data)) {
    return (
      <Problem heading="You cannot edit this member">
        {member.data.id === user.id
          ? 'Your own account is not edited here: change your password under Change Password.'
          : `${member.data.name} is a ${member.data.type}; your role may edit only members of a lower rank.`}
      </Problem>
    );
  }
  return <TeamMemberForm key={member.data.id} member={member.data} types={types} onSaved={onSaved} />;
}

function Problem({ heading = 'Team member not found', children }: { heading?: string; children: ReactNode }) {
  return (
    <Alert variant="warning" className="settings-card mb-4" data-testid="member-problem">
      <Alert.Heading as="h2" className="h5">
        {heading}
      </Alert.Heading>
      <p>{children}</p>
      <Link to={MANAGE_TEAM_PATH} className="btn btn-outline-primary btn-sm">
        Back to the Team Member List
      </Link>
    </Alert>
  );
}
