import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { purgeBootstrap, runTimeClasses, sharedFilesImportedBy } from './bootstrap-purge';

const BOOTSTRAP = fs.readFileSync(
  path.join(import.meta.dirname, '..', 'node_modules', 'bootstrap', 'dist', 'css', 'bootstrap.min.css'),
  'utf8',
);

/** Purges the real Bootstrap for one source file with this text (in a folder of its own). */
async function purgeFor(source: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bootstrap-purge-'));
  try {
    fs.writeFileSync(path.join(dir, 'Screen.tsx'), source);
    return await purgeBootstrap(BOOTSTRAP, { sources: [dir] });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether the stylesheet has a rule whose selector list holds exactly this selector. */
const hasRule = (css: string, selector: string) =>
  new RegExp(`(^|[}{,])${selector.replace(/[.[\]=-]/g, '\\$&')}[,{]`).test(css);

describe('Bootstrap purge (PurgeCSS)', () => {
  const SCREEN = `
    import Button from 'react-bootstrap/Button';
    import Spinner from 'react-bootstrap/Spinner';
    export const Screen = () => (
      <div className="d-flex">
        <Button variant="success" size="sm">Save</Button>
        <Spinner animation="border" size="sm" />
      </div>
    );
  `;
  let css: string;
  beforeAll(async () => {
    css = await purgeFor(SCREEN);
  });

  it('keeps a class the sources use and drops one nothing uses', () => {
    expect(hasRule(css, '.d-flex')).toBe(true);
    expect(hasRule(css, '.carousel-item')).toBe(false);
    expect(hasRule(css, '.d-grid')).toBe(false);
  });

  it('does not count a class that only a comment names', async () => {
    const commented = await purgeFor(
      `${SCREEN}\n// the old screen had a .d-grid here\n/* and a table-hover */`,
    );
    expect(hasRule(commented, '.d-grid')).toBe(false);
    expect(hasRule(commented, '.table-hover>tbody>tr:hover>*')).toBe(false);
  });

  it('keeps the classes react-bootstrap builds at run time from the props, and not the other variants', () => {
    // Button: `${prefix}-${variant}`, `${prefix}-${size}`; Spinner: `${bsPrefix}-${animation}`, then `-${size}`.
    expect(hasRule(css, '.btn')).toBe(true);
    expect(hasRule(css, '.btn-success')).toBe(true);
    expect(hasRule(css, '.btn-sm')).toBe(true);
    expect(hasRule(css, '.spinner-border')).toBe(true);
    expect(hasRule(css, '.spinner-border-sm')).toBe(true);
    expect(hasRule(css, '.spinner-grow')).toBe(false);
    expect(hasRule(css, '.btn-outline-danger')).toBe(false);
  });

  it('keeps the keyframes and custom properties kept rules use, and drops the others', () => {
    expect(css).toMatch(/@keyframes spinner-border\b/);
    expect(css).not.toMatch(/@keyframes spinner-grow\b/);
    expect(css).not.toMatch(/@keyframes progress-bar-stripes\b/);
    expect(css).toContain('--bs-btn-bg:#198754');
    expect(css).toContain('--bs-body-font-family:');
    expect(css).not.toContain('--bs-carousel');
  });

  it('keeps the page-wide rules (root variables, body) whatever the sources name', () => {
    expect(css).toMatch(/:root\{[^}]*--bs-body-font-family:/);
    expect(hasRule(css, 'body')).toBe(true);
  });

  it('drops the [data-bs-*] rules unless the sources name the attribute', async () => {
    expect(css).not.toContain('[data-bs-theme=dark]');
    const named = await purgeFor(`${SCREEN}\nexport const theme = { 'data-bs-theme': 'dark' };`);
    expect(named).toContain('[data-bs-theme=dark]');
  });

  it('keeps the custom properties the app mentions though no kept rule uses them', async () => {
    const mentioned = await purgeFor(`${SCREEN}\nexport const style = { color: 'var(--bs-indigo)' };`);
    expect(mentioned).toContain('--bs-indigo:');
    expect(css).not.toContain('--bs-indigo:');
  });
});

describe('runTimeClasses', () => {
  it('joins a prefix to words in steps, never a word alone nor a class whose parts are not all used', () => {
    const classes = ['spinner-border', 'spinner-border-sm', 'spinner-grow-sm', 'border-sm', 'btn-primary'];
    expect(runTimeClasses(classes, new Set(['spinner']), new Set(['border', 'sm', 'primary']))).toEqual([
      'spinner-border',
      'spinner-border-sm',
    ]);
  });
});

describe('sharedFilesImportedBy', () => {
  it("follows an app's imports of @earrival/shared into the package's files", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bootstrap-purge-'));
    try {
      const file = path.join(dir, 'Screen.tsx');
      fs.writeFileSync(file, "import { Pagination } from '@earrival/shared/ui';\n");
      const shared = sharedFilesImportedBy([file]).map((name) =>
        path.relative(path.join(import.meta.dirname, '..'), name),
      );
      expect(shared).toContain(path.join('shared', 'src', 'ui', 'Pagination.tsx'));
      expect(shared.some((name) => name.endsWith('.test.tsx'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('follows a re-exporting entry to the files of the names imported from it only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bootstrap-purge-'));
    const relative = (files: string[]) =>
      files.map((name) => path.relative(path.join(import.meta.dirname, '..', 'shared', 'src'), name));
    try {
      const named = path.join(dir, 'Named.tsx');
      fs.writeFileSync(named, "import { TextField, type TextFieldProps } from '@earrival/shared/form';\n");
      const taken = relative(sharedFilesImportedBy([named]));
      expect(taken).toContain(path.join('form', 'TextField.tsx'));
      // what TextField.tsx imports in turn
      expect(taken).toContain(path.join('form', 'FieldFrame.tsx'));
      expect(taken).not.toContain(path.join('form', 'SelectField.tsx'));
      expect(taken).not.toContain(path.join('form', 'index.ts'));

      const whole = path.join(dir, 'Whole.tsx');
      fs.writeFileSync(whole, "import * as form from '@earrival/shared/form';\nvoid form;\n");
      expect(relative(sharedFilesImportedBy([whole]))).toContain(path.join('form', 'SelectField.tsx'));

      const lazy = path.join(dir, 'Lazy.tsx');
      fs.writeFileSync(lazy, "void import('@earrival/shared/form');\n");
      expect(relative(sharedFilesImportedBy([lazy]))).toContain(path.join('form', 'SelectField.tsx'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
