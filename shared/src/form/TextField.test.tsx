import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import * as yup from 'yup';
import { TextField } from './TextField';

const schema = yup.object({ remark: yup.string().required('Please enter your remark') });

function renderField(touchOnChange: boolean) {
  render(
    <Formik initialValues={{ remark: 'x' }} validationSchema={schema} onSubmit={() => undefined}>
      <form>
        <TextField name="remark" id="remark" label="Remark" touchOnChange={touchOnChange} />
      </form>
    </Formik>,
  );
  return screen.getByLabelText('Remark');
}

describe('TextField', () => {
  it('shows the message under the field once it is left, linked for screen readers', async () => {
    const input = renderField(false);
    await userEvent.clear(input);
    expect(screen.queryByText('Please enter your remark')).not.toBeInTheDocument();
    await userEvent.tab();
    const message = await screen.findByText('Please enter your remark');
    expect(input).toHaveAttribute('aria-describedby', message.id);
    expect(input).toHaveClass('is-invalid');
  });

  it('with touchOnChange shows it from the first keystroke', async () => {
    const input = renderField(true);
    await userEvent.clear(input);
    expect(await screen.findByText('Please enter your remark')).toBeInTheDocument();
  });
});

describe('TextField multiline', () => {
  it('renders a labelled text area with the same message under it', async () => {
    render(
      <Formik initialValues={{ remark: 'x' }} validationSchema={schema} onSubmit={() => undefined}>
        <form>
          <TextField name="remark" id="remark" label="Remark" multiline={3} touchOnChange />
        </form>
      </Formik>,
    );
    const area = screen.getByLabelText('Remark');
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.clear(area);
    expect(await screen.findByText('Please enter your remark')).toBeInTheDocument();
  });
});
