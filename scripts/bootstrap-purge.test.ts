import { purgeCss } from './bootstrap-purge';

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
