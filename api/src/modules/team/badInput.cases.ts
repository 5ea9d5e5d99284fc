import type { BadInputCases } from '../../testing/badInput';

/*
 * What the Manage Team routes must refuse: each gets a 4xx with the envelope and writes nothing.
 * badInput.test.ts beside this file runs them through the shared runner, testing/badInput.ts.
 */
export const badInput: BadInputCases = {
  refused: [
    [
      'team bad type',
      'POST',
      '/api/admin/add-team-member',
      { name: 'A', email: 'a@b.co', password: 'secret1', type: 'Boss' },
      400,
    ],
    [
      'team bad email',
      'POST',
      '/api/admin/add-team-member',
      { name: 'A', email: 'not-an-email', password: 'secret1', type: 'Team' },
      400,
    ],
    [
      'team duplicate email',
      'POST',
      '/api/admin/add-team-member',
      { name: 'A', email: 'ADMIN@example.com', password: 'secret1', type: 'Team' },
      409,
    ],
    [
      'team update unknown',
      'POST',
      '/api/admin/update-team-member',
      { tmId: 9999, name: 'A', email: 'a@b.co', password: '', type: 'Team' },
      404,
    ],
    [
      'team update duplicate',
      'POST',
      '/api/admin/update-team-member',
      { tmId: 3, name: 'A', email: 'manager@example.com', password: '', type: 'Team' },
      409,
    ],
    ['team info text id', 'GET', '/api/admin/team-member-info/abc', undefined, 400],
    ['team delete self', 'PUT', '/api/admin/delete-team-member', { teamMemberId: 1 }, 400],
    ['team delete unknown', 'PUT', '/api/admin/delete-team-member', { teamMemberId: 9999 }, 404],
  ],
  malformedJson: [['POST', '/api/admin/add-team-member']],
  hostile: ({ telecaller }) => [
    [
      'NUL in a member name',
      'POST',
      '/api/admin/add-team-member',
      () => ({ name: 'A\u0000', email: 'n@x.co', password: 'secret1', type: 'Team' }),
      /name.*NUL/,
    ],
    [
      'bidi isolate in a member name',
      'POST',
      '/api/admin/add-team-member',
      () => ({ name: 'Ana\u2066 Admin', email: 'n@x.co', password: 'secret1', type: 'Team' }),
      /name.*U\+2066/,
    ],
    [
      'escape character in a member name',
      'POST',
      '/api/admin/add-team-member',
      () => ({ name: 'Ana\u001b[31m', email: 'n@x.co', password: 'secret1', type: 'Team' }),
      /name.*U\+001B/,
    ],
    [
      'display name in a member e-mail',
      'POST',
      '/api/admin/add-team-member',
      () => ({ name: 'Eve', email: 'x<evil@example.com>', password: 'secret1', type: 'Team' }),
      /e-?mail/i,
    ],
    ['Infinity member id', 'GET', '/api/admin/team-member-info/Infinity', () => undefined, /id/],
    ['1e309 member id', 'GET', '/api/admin/team-member-info/1e309', () => undefined, /id/],
    [
      'hex member id',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: `0x${telecaller().toString(16)}` }),
      /teamMemberId/,
    ],
    [
      'exponent member id',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: `${telecaller() / 10}e1` }),
      /teamMemberId/,
    ],
    [
      'spaced member id',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: ` ${telecaller()} ` }),
      /teamMemberId/,
    ],
    [
      'signed member id',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: `+${telecaller()}` }),
      /teamMemberId/,
    ],
    [
      'member id in a list',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: [telecaller()] }),
      /teamMemberId/,
    ],
    [
      'member id as true',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: true }),
      /teamMemberId/,
    ],
    [
      'name as true',
      'POST',
      '/api/admin/add-team-member',
      () => ({ name: true, email: 'n@x.co', password: 'secret1', type: 'Team' }),
      /name/,
    ],
    [
      'name as a number',
      'POST',
      '/api/admin/add-team-member',
      () => ({ name: 123, email: 'n@x.co', password: 'secret1', type: 'Team' }),
      /name/,
    ],
  ],
  rawJson: [
    [
      'member id too large for a double (1e309 becomes Infinity)',
      'PUT',
      '/api/admin/delete-team-member',
      '{"teamMemberId": 1e309}',
      /finite/,
    ],
  ],
};
