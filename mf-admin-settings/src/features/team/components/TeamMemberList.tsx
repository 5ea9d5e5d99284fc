import { Link } from 'react-router-dom';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { mayManageMember, mayResetTwoFactor } from '@earrival/shared/policy';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { type TeamMember } from '@earrival/shared/types';
import { ConfirmModal, EMPTY_TABLE_TEXT } from '@earrival/shared/ui';
import { useDeleteMember, useResetTwoFactor, useTeamMembers } from '../hooks/useTeam';
import { useConfirm } from '../../../components/useConfirm';
import { MANAGE_TEAM_PATH } from './TeamMemberForm';
import { BusyMark } from '@earrival/shared/form';

export interface TeamMemberListProps {
  user: AdminScreenProps['user'];
  /** Called after a member is deleted (the edit screen of that member closes). */
  onDeleted?: (id: number) => void;
}

/** What Reset 2FA asks before it signs the member out everywhere. */
export const resetTwoFactorQuestion = (name: string) =>
  `Reset two-factor sign-in for ${name}? They will be signed out everywhere and must set it up again.`;

/**
 * The Team Member List. Edit and Delete appear only on the members the signed-in member may manage;
 * there is no password column because the server never sends one.
 */
export function TeamMemberList({ user, onDeleted }: TeamMemberListProps) {
  const members = useTeamMembers();
  const remove = useDeleteMember();
  const deleting = useConfirm(async (member: TeamMember) => {
    await remove.mutateAsync(member.id);
    onDeleted?.(member.id);
  });
  const reset = useResetTwoFactor();
  const resetting = useConfirm(
    (member: TeamMember) => reset.mutateAsync(member.id),
    (member) => resetTwoFactorQuestion(member.name),
  );

  return (
    <Card className="settings-card">
      <Card.Header className="d-flex align-items-center gap-2">
        <h2 className="h6 m-0 me-auto">Team Member List</h2>
        {members.isFetching && <BusyMark label="Loading team members" />}
      </Card.Header>
      <Card.Body className="p-0">
        <Table responsive hover className="m-0 align-middle team-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Name</th>
              <th scope="col">Email ID</th>
              <th scope="col">Member Type</th>
              <th scope="col">Two-factor</th>
              <th scope="col" className="text-end">
                Action
              </th>
            </tr>
          </thead>
          <tbody>
            {members.isPending && (
              <tr>
                <td colSpan={6} className="text-center text-muted py-4">
                  Loading…
                </td>
              </tr>
            )}
            {members.isError && (
              <tr>
                <td colSpan={6} className="text-center py-4">
                  <span className="me-2">{members.error.message}</span>
                  <Button size="sm" variant="outline-secondary" onClick={() => void members.refetch()}>
                    Retry
                  </Button>
                </td>
              </tr>
            )}
            {members.data?.length === 0 && (
              <tr>
                <td colSpan={6} className="text-center text-muted py-4">
                  {EMPTY_TABLE_TEXT}
                </td>
              </tr>
            )}
            {members.data?.map((member, index) => (
              <tr key={member.id}>
                <td data-label="#" className="team-index">
                  {index + 1}
                </td>
                <td data-label="Name">
                  {member.name}
                  {member.id === user.id && (
                    <Badge bg="secondary" className="ms-2">
                      You
                    </Badge>
                  )}
                </td>
                <td data-label="Email ID" className="text-break">
                  {member.email}
                </td>
                <td data-label="Member Type">{member.type}</td>
                <td data-label="Two-factor">
                  {member.twoFactor ? (
                    <span className="badge text-bg-success">On</span>
                  ) : (
                    <span className="text-muted">Off</span>
                  )}
                </td>
                <td data-label="Action" className="text-end text-nowrap team-actions">
                  {mayManageMember(user, member) && (
                    <>
                      <Link
                        to={`${MANAGE_TEAM_PATH}/${member.id}`}
                        className="btn btn-sm btn-outline-primary me-2"
                        aria-label={`Edit ${member.name}`}
                      >
                        Edit
                      </Link>
                      {member.twoFactor && mayResetTwoFactor(user, member) && (
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          className="me-2"
                          onClick={() => resetting.ask(member)}
                          aria-label={`Reset 2FA of ${member.name}`}
                        >
                          Reset 2FA
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() => deleting.ask(member)}
                        aria-label={`Delete ${member.name}`}
                      >
                        Delete
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card.Body>
      <ConfirmModal {...deleting.modal} busy={remove.isPending} />
      <ConfirmModal {...resetting.modal} busy={reset.isPending} />
    </Card>
  );
}
