import fs from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule } from 'postcss';
import { bootstrapOrder, inOrderedLayers } from './bootstrap-order';

const BOOTSTRAP = fs.readFileSync(
  path.join(import.meta.dirname, '..', 'node_modules', 'bootstrap', 'dist', 'css', 'bootstrap.min.css'),
  'utf8',
);
const ORDER = bootstrapOrder(BOOTSTRAP);

/** The rules of Bootstrap whose selector is one of these (in their media query, if any): a cut of it. */
function cut(...selectors: string[]): string {
  const root = postcss.parse(BOOTSTRAP);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => selectors.includes(selector));
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The sublayer a selector's first rule (with normal or important declarations) gets in a file. */
function sublayerIn(css: string, selector: string, important = false): string {
  let found: string | undefined;
  postcss.parse(css).walkRules((rule) => {
    if (found || !rule.selectors.includes(selector)) return;
    if (rule.nodes.some((node) => node.type === 'decl' && Boolean(node.important) !== important)) return;
    let parent = rule.parent as AtRule | undefined;
    while (parent && !(parent.type === 'atrule' && parent.name === 'layer')) {
      parent = parent.parent as AtRule | undefined;
    }
    found = parent?.params;
  });
  if (!found) throw new Error(`${selector} is not in the file`);
  return found;
}

const rank = (layer: string) => ORDER.layers.indexOf(layer);

describe('Bootstrap in ordered sublayers', () => {
  it('ranks a modifier above its base, whichever file brings either', () => {
    // The queues' file has .btn and .btn-danger; the settings' file, loaded later, only .btn: the danger
    // button stays red because .btn-danger's sublayer is after .btn's in every file.
    const queues = inOrderedLayers(cut('.btn', '.btn-danger'), BOOTSTRAP, 'bootstrap', false);
    const settings = inOrderedLayers(cut('.btn'), BOOTSTRAP, 'bootstrap', false);
    expect(sublayerIn(settings, '.btn')).toBe(sublayerIn(queues, '.btn'));
    expect(rank(sublayerIn(queues, '.btn-danger'))).toBeGreaterThan(rank(sublayerIn(queues, '.btn')));
  });

  it('ranks a breakpoint rule above the rule it overrides from wider screens down', () => {
    const css = inOrderedLayers(cut('.row', '.gx-md-3'), BOOTSTRAP, 'bootstrap', false);
    expect(rank(sublayerIn(css, '.gx-md-3'))).toBeGreaterThan(rank(sublayerIn(css, '.row')));
  });

  it('never puts a rule below one it beats by specificity (layers decide before specificity)', () => {
    const css = inOrderedLayers(cut('.page-link', '.active>.page-link'), BOOTSTRAP, 'bootstrap', false);
    expect(rank(sublayerIn(css, '.active>.page-link'))).toBeGreaterThanOrEqual(
      rank(sublayerIn(css, '.page-link')),
    );
  });

  it('declares the sublayers of important rules in reverse, where the earlier layer wins', () => {
    const css = inOrderedLayers(cut('.d-none', '.d-md-block'), BOOTSTRAP, 'bootstrap', false);
    expect(rank(sublayerIn(css, '.d-md-block', true))).toBeLessThan(rank(sublayerIn(css, '.d-none', true)));
  });

  it('keeps every rule of the cut, in its media query, inside the named layer', () => {
    const css = inOrderedLayers(cut('.btn', '.btn-danger', '.gx-md-3'), BOOTSTRAP, 'bootstrap', false);
    const root = postcss.parse(css);
    expect(root.nodes.map((node) => (node as AtRule).name)).toEqual(['charset', 'layer']);
    expect((root.last as AtRule).params).toBe('bootstrap');
    expect(css).toMatch(/@media \(min-width:768px\)\{\.gx-md-3\{--bs-gutter-x:1rem\}\}/);
    const rules: string[] = [];
    root.walkRules((rule) => {
      rules.push(rule.selector);
    });
    // .btn, its reduced-motion rule, .btn-danger, .gx-md-3
    expect(rules.sort()).toEqual(['.btn', '.btn', '.btn-danger', '.gx-md-3']);
  });

  it('declares every sublayer, in order, only in the file asked to (the first Bootstrap of a page)', () => {
    const declared = inOrderedLayers(cut('.btn'), BOOTSTRAP, 'bootstrap', true);
    expect(declared).toContain(`@layer bootstrap{@layer ${ORDER.layers.join(',')};`);
    expect(inOrderedLayers(cut('.btn'), BOOTSTRAP, 'bootstrap', false)).not.toContain(ORDER.layers.join(','));
  });

  it('splits a rule with normal and important declarations between the two kinds of sublayer', () => {
    const css = inOrderedLayers(cut('.navbar-expand .navbar-collapse'), BOOTSTRAP, 'bootstrap', false);
    expect(sublayerIn(css, '.navbar-expand .navbar-collapse')).not.toBe(
      sublayerIn(css, '.navbar-expand .navbar-collapse', true),
    );
  });
});
