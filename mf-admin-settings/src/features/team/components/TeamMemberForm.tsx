import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { Link } from 'react-router-dom';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ApiError } from '@earrival/shared/api';
import { SelectField, SubmitButton, TextField } from '@earrival/shared/form';
import { type Role } from '@earrival/shared/types';
import { SettingsForm } from '../../../components/SettingsForm';
import { useSaveMember } from '../hooks/useTeam';
import {
  EMPTY_MEMBER,
  normalEmail,
  teamMemberSchema,
  type TakenEmail,
  type TeamMemberValues,
} from '../teamMemberSchema';

export interface TeamMemberFormProps {
  /** The member being edited; absent to add a new one. */
  member?: { id: number; name: string; email: string; type: Role };
  /** The member types the signed-in member may grant. */
  types: readonly Role[];
  /** Called after a successful save (the edit screen goes back to the list). */
  onSaved?: () => void;
}

export const MANAGE_TEAM_PATH = '/admin/manage-team';

/** Add or edit one team member: Name, Password, Email ID and Member Type. */
export function TeamMemberForm({ member, types, onSaved }: TeamMemberFormProps) {
  const save = useSaveMember();
  const [taken, setTaken] = useState<TakenEmail | null>(null);
  const editing = member !== undefined;
  const initialValues: TeamMemberValues = member
    ? { name: member.name, email: member.email, password: '', type: member.type }
    : EMPTY_MEMBER;

  const submit = async (values: TeamMemberValues, form: FormikHelpers<TeamMemberValues>) => {
    try {
      await save.mutateAsync({
        id: member?.id,
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        type: values.type as Role,
      });
      if (!editing) form.resetForm();
      onSaved?.();
    } catch (error) {
      // The toast already said it; an e-mail taken by another member also belongs under the e-mail field.
      // The server answers 409 for other conflicts too (the last Admin), so it must be about this e-mail.
      const email = normalEmail(values.email);
      if (
        error instanceof ApiError &&
        error.httpStatus === 409 &&
        error.message.toLowerCase().includes(email)
      ) {
        setTaken({ email, message: error.message });
        form.setFieldError('email', error.message);
      }
    }
  };

  return (
    <Card className="settings-card mb-4">
      <Card.Header as="h2" className="h6 m-0">
        {editing ? `Edit Team Member: ${member.name}` : 'Add Team Member'}
      </Card.Header>
      <Card.Body>
        <Formik
          initialValues={initialValues}
          validationSchema={teamMemberSchema(editing, types, taken)}
          onSubmit={submit}
        >
          <SettingsForm label={editing ? 'Edit team member' : 'Add team member'}>
            <Row className="gx-md-3">
              <Col md={6}>
                <TextField name="name" id="member-name" label="Name" autoComplete="off" touchOnChange />
              </Col>
              <Col md={6}>
                <TextField
                  name="password"
                  id="member-password"
                  type="password"
                  autoComplete="new-password"
                  touchOnChange
                  label={
                    editing ? (
                      <>
                        Password{' '}
                        <span className="text-muted fw-normal small">
                          (leave empty to keep the current password)
                        </span>
                      </>
                    ) : (
                      'Password'
                    )
                  }
                />
              </Col>
              <Col md={6}>
                <TextField
                  name="email"
                  id="member-email"
                  type="email"
                  label="Email ID"
                  autoComplete="off"
                  touchOnChange
                />
              </Col>
              <Col md={6}>
                <SelectField
                  name="type"
                  id="member-type"
                  label="Member Type"
                  placeholder="Select type"
                  options={types.map((type) => ({ value: type, label: type }))}
                />
              </Col>
            </Row>
            <div className="d-flex flex-wrap gap-2">
              <SubmitButton>{editing ? 'Update' : 'Submit'}</SubmitButton>
              {editing && (
                <Link to={MANAGE_TEAM_PATH} className="btn btn-outline-secondary">
                  Cancel
                </Link>
              )}
            </div>
          </SettingsForm>
        </Formik>
      </Card.Body>
    </Card>
  );
}
