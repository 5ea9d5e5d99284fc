import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import * as yup from 'yup';
import { lazySchema } from './lazySchema';
import { TextField } from './TextField';

const schema = yup.object({
  email: yup.string().trim().email('Invalid email address').required('Email Address is required'),
});

describe('lazySchema', () => {
  it('loads the schema once, with the first validation, and shows its messages', async () => {
    const load = jest.fn(async () => schema);
    const validate = lazySchema(load);
    render(
      <Formik initialValues={{ email: '' }} validate={validate} onSubmit={() => undefined}>
        <form>
          <TextField name="email" id="email" label="Email ID" touchOnChange />
        </form>
      </Formik>,
    );
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email ID'), 'not-an-address');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email ID'));
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers no errors for valid values and retries a schema that failed to load', async () => {
    const load = jest
      .fn<Promise<yup.AnySchema>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const validate = lazySchema<{ email: string }>(load);
    await expect(validate({ email: 'a@b.co' })).rejects.toThrow('offline');
    await expect(validate({ email: 'a@b.co' })).resolves.toEqual({});
    await expect(validate({ email: '' })).resolves.toEqual({ email: 'Email Address is required' });
  });
});
