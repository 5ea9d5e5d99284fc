import type { BadInputCases } from '../../testing/badInput';

/*
 * What the sign-in, password reset and two-factor routes must refuse: each gets a 4xx with the
 * envelope and writes nothing.
 * badInput.test.ts beside this file runs them through the shared runner, testing/badInput.ts.
 */
export const badInput: BadInputCases = {
  refused: [
    ['login missing password', 'POST', '/api/admin/admin-login', { email: 'admin@example.com' }, 400],
    ['forgot password e-mail not text', 'POST', '/api/admin/forgot-password', { email: { $ne: '' } }, 400],
    ['forgot password blank e-mail', 'POST', '/api/admin/forgot-password', { email: '  ' }, 400],
    [
      'reset password unknown link',
      'POST',
      '/api/admin/reset-password',
      { token: 'x', newPassword: 'secret12' },
      400,
    ],
    ['reset password without password', 'POST', '/api/admin/reset-password', { token: 'x' }, 400],
    [
      'two-factor code forged sign-in',
      'POST',
      '/api/admin/two-factor/sign-in',
      { pendingToken: 'a.b.c', code: '123456' },
      400,
    ],
    [
      'two-factor code not text',
      'POST',
      '/api/admin/two-factor/sign-in',
      { pendingToken: 'a.b.c', code: 123456 },
      400,
    ],
    ['two-factor enable before setup', 'POST', '/api/admin/two-factor/enable', { code: '123456' }, 409],
    [
      'two-factor disable while off',
      'POST',
      '/api/admin/two-factor/disable',
      { password: 'demo1234', code: '123456' },
      409,
    ],
    [
      'two-factor disable without a code',
      'POST',
      '/api/admin/two-factor/disable',
      { password: 'demo1234' },
      400,
    ],
    [
      'change password without the current one',
      'POST',
      '/api/admin/change-password',
      { newPassword: 'quiet-river-42', confirmPassword: 'quiet-river-42' },
      400,
    ],
    [
      'change password with a wrong current one',
      'POST',
      '/api/admin/change-password',
      { currentPassword: 'not-it', newPassword: 'quiet-river-42', confirmPassword: 'quiet-river-42' },
      400,
    ],
    [
      'change password to a common one',
      'POST',
      '/api/admin/change-password',
      { currentPassword: 'demo1234', newPassword: 'iloveyou', confirmPassword: 'iloveyou' },
      400,
    ],
    [
      'change password not confirmed',
      'POST',
      '/api/admin/change-password',
      { currentPassword: 'demo1234', newPassword: 'quiet-river-42', confirmPassword: 'quiet-river-24' },
      400,
    ],
    [
      'reset password to a common one',
      'POST',
      '/api/admin/reset-password',
      { token: 'x', newPassword: 'iloveyou' },
      400,
    ],
    [
      'two-factor requirement not boolean',
      'PUT',
      '/api/admin/two-factor/requirement',
      { required: 'yes' },
      400,
    ],
  ],
  malformedJson: [
    ['POST', '/api/admin/admin-login'],
    ['POST', '/api/admin/change-password'],
  ],
  hostile: () => [
    [
      'NUL in sign-in e-mail',
      'POST',
      '/api/admin/admin-login',
      () => ({ email: 'a\u0000@x.co', password: 'p' }),
      /email.*NUL/,
    ],
    // Once a 500 (found by the fuzz test): the queued reset job's JSON payload, which PostgreSQL refuses.
    [
      'unpaired surrogate in the forgot-password e-mail',
      'POST',
      '/api/admin/forgot-password',
      () => ({ email: '\ud800' }),
      /email.*unpaired surrogate/,
    ],
    [
      'unpaired low surrogate in a key',
      'POST',
      '/api/admin/forgot-password',
      () => ({ email: 'a@x.co', ['k\udc00']: 1 }),
      /unpaired surrogates/,
    ],
  ],
};
