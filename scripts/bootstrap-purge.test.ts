import { dropUnusedVariables, inLayer, purgeCss } from './bootstrap-purge';

const CSS = `
.spinner-border { width: 2rem; }
.spinner-border-sm { width: 1rem; }
.btn-primary { color: blue; }
.carousel-item { display: none; }
:root { --bs-blue: #0d6efd; }
`;

describe('Bootstrap purge', () => {
  it('keeps classes react-bootstrap builds in steps (spinner + border + sm) and drops the ones nothing names', () => {
    const words = new Set(['spinner', 'border', 'sm', 'btn', 'primary']);
    const kept = purgeCss(CSS, words);
    expect(kept).toContain('.spinner-border {');
    expect(kept).toContain('.spinner-border-sm {');
    expect(kept).toContain('.btn-primary {');
    expect(kept).toContain(':root {');
    expect(kept).not.toContain('.carousel-item');
  });

  it('does not keep a class whose parts are not all used', () => {
    expect(purgeCss(CSS, new Set(['spinner', 'sm']))).not.toContain('.spinner-border-sm');
  });
});

describe('dropUnusedVariables', () => {
  const css =
    ':root{--bs-blue:#0d6efd;--bs-primary:var(--bs-blue);--bs-unused:1px;--bs-app:2px}' +
    '.btn{--bs-btn-bg:var(--bs-primary);background:var(--bs-btn-bg)}';

  it('keeps the custom properties the kept rules use, through chains, and those the apps mention', () => {
    const out = dropUnusedVariables(css, new Set(['--bs-app']));
    expect(out).toContain('--bs-blue:#0d6efd');
    expect(out).toContain('--bs-primary:var(--bs-blue)');
    expect(out).toContain('--bs-btn-bg:var(--bs-primary)');
    expect(out).toContain('--bs-app:2px');
    expect(out).not.toContain('--bs-unused');
  });

  it('drops a chain nothing uses any more once its last user is gone', () => {
    const out = dropUnusedVariables(':root{--a:1px;--b:var(--a)}.x{color:red}', new Set());
    expect(out).not.toContain('--a');
    expect(out).not.toContain('--b');
    expect(out).toContain('.x{color:red}');
  });
});

describe('inLayer', () => {
  it('puts every rule in the named layer and keeps @charset first', () => {
    const out = inLayer('@charset "UTF-8";:root{--x:1px}.btn{color:red}', 'bootstrap');
    expect(out.startsWith('@charset "UTF-8";')).toBe(true);
    expect(out).toMatch(/@layer bootstrap\s*\{\s*:root\{--x:1px\}\.btn\{color:red\}\s*\}/);
  });
});
