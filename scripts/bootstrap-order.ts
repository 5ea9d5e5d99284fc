/**
 * Bootstrap in ordered sublayers of `@layer bootstrap`, so that the Bootstrap files of several builds cascade
 * as one stylesheet would. Each build (the shell, each remote) ships Bootstrap cut to its own sources and the
 * page loads them one after another. Inside one layer a later file wins ties: a remote's `.btn`, loaded after
 * the shell's `.btn-danger`, would undo the danger button of any screen whose own file has both but loaded
 * first. So each selector of each rule goes into a sublayer, ranked over the whole of Bootstrap, and the first
 * Bootstrap file of a page declares all of them in order: whatever file brings a rule, two rules that can
 * meet on one element (a property in common) are decided as in Bootstrap itself. Between sublayers the order
 * decides before specificity does, so a rule's sublayer is never below one that it beats by specificity, and
 * is above every rule of the same specificity that comes before it in Bootstrap.
 *
 * Pairs never ranked: selectors of different element types or pseudo-elements (`h1`/`h2`, `::before`/`.x`),
 * and alternatives of one modifier (`.btn-primary`/`.btn-secondary`: one class each, differing in their last
 * word), which nothing combines. `!important` declarations rank in sublayers of their own, declared in the
 * reverse order, since for them the earlier layer wins. The apps' own styles stay outside every layer and
 * win over all of it.
 */
import postcss, { type AtRule, type ChildNode, type Container, type Declaration, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

type Specificity = [number, number, number];

/** One selector of a rule with the rule's normal, or its important, declarations. */
interface Part {
  /** Which rule (and kind of declarations) of the stylesheet it belongs to, in order. */
  rule: number;
  /** The at-rules around it, e.g. 'media (min-width:576px)'. */
  context: string;
  selector: string;
  important: boolean;
  specificity: Specificity;
  /** Its single class when it is nothing else, e.g. 'btn-primary'. */
  loneClass: string | null;
  /** The element type and pseudo-element of the box it styles (`h1`, `::after`), when it names them. */
  tag: string | null;
  pseudoElement: string | null;
  /** Its properties, each with the shorthands that set it too. */
  properties: Set<string>;
}

const contextOf = (node: ChildNode): string => {
  const around: string[] = [];
  for (let parent = node.parent; parent?.type === 'atrule'; parent = (parent as AtRule).parent) {
    const atRule = parent as AtRule;
    if (atRule.name !== 'layer') around.unshift(`${atRule.name} ${atRule.params}`);
  }
  return around.join(' / ');
};

const compare = (a: Specificity, b: Specificity): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Ids, classes, types (`:where` counts nothing, `:not`/`:is`/`:has` their heaviest argument). */
function specificityOf(selector: selectorParser.Selector): Specificity {
  const total: Specificity = [0, 0, 0];
  for (const node of selector.nodes) {
    if (node.type === 'id') total[0] += 1;
    else if (node.type === 'class' || node.type === 'attribute') total[1] += 1;
    else if (node.type === 'tag' && node.value !== '*') total[2] += 1;
    else if (node.type === 'pseudo') {
      if (node.value.startsWith('::')) total[2] += 1;
      else if (/^:(not|is|has|matches)$/.test(node.value)) {
        const heaviest = node.nodes.map(specificityOf).sort((a, b) => compare(b, a))[0] ?? [0, 0, 0];
        total[0] += heaviest[0];
        total[1] += heaviest[1];
        total[2] += heaviest[2];
      } else if (node.value !== ':where') total[1] += 1;
    }
  }
  return total;
}

/** The property and the shorthands that set it too: border-top-left-radius -> border-radius, border. */
function withShorthands(prop: string): string[] {
  if (prop.startsWith('--')) return [prop];
  const names = new Set([prop]);
  const words = prop.split('-');
  for (let i = 1; i < words.length; i += 1) names.add(words.slice(0, i).join('-'));
  const side = /^(border|margin|padding)-(top|right|bottom|left)-(\w+)$/.exec(prop);
  if (side) names.add(`${side[1]}-${side[3]}`);
  if (/^border-(top|bottom)-(left|right)-radius$/.test(prop)) names.add('border-radius');
  if (/^(top|right|bottom|left)$/.test(prop)) names.add('inset');
  if (/^(row|column)-gap$/.test(prop)) names.add('gap');
  if (/^flex-(direction|wrap)$/.test(prop)) names.add('flex-flow');
  return [...names];
}

const isKeyframe = (rule: Rule) =>
  rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name);

/** Every rule of a stylesheet in order, outside keyframes. */
function rulesOf(root: Container): Rule[] {
  const rules: Rule[] = [];
  root.walkRules((rule) => {
    if (!isKeyframe(rule)) rules.push(rule);
  });
  return rules;
}

/** A rule's normal and important declarations apart (a few Bootstrap rules have both). */
function kindsOf(rule: Rule): { important: boolean; props: string[] }[] {
  const declarations = (rule.nodes ?? []).filter((node): node is Declaration => node.type === 'decl');
  return [false, true]
    .map((important) => ({
      important,
      props: declarations.filter((decl) => Boolean(decl.important) === important).map((decl) => decl.prop),
    }))
    .filter((kind) => kind.props.length > 0);
}

function partOf(rule: number, context: string, selector: string, important: boolean, props: string[]): Part {
  const part: Part = {
    rule,
    context,
    selector,
    important,
    specificity: [0, 0, 0],
    loneClass: null,
    tag: null,
    pseudoElement: null,
    properties: new Set(props.flatMap(withShorthands)),
  };
  selectorParser((root) => {
    const nodes = root.first.nodes;
    const subject = nodes.slice(nodes.findLastIndex((node) => node.type === 'combinator') + 1);
    const tag = subject.find((node) => node.type === 'tag' && node.value !== '*');
    const pseudo = subject.find((node) => node.type === 'pseudo' && /^::|^:(before|after)$/.test(node.value));
    part.specificity = specificityOf(root.first);
    part.loneClass = nodes.length === 1 && nodes[0]!.type === 'class' ? nodes[0]!.value : null;
    part.tag = tag?.value?.toLowerCase() ?? null;
    part.pseudoElement = pseudo?.value?.replace(/^::?/, '') ?? null;
  }).processSync(selector);
  return part;
}

/** One modifier's alternatives: `.btn-primary` and `.btn-secondary`, never combined on one element. */
const alternatives = (a: string | null, b: string | null): boolean =>
  !!a &&
  !!b &&
  a !== b &&
  a.includes('-') &&
  a.slice(0, a.lastIndexOf('-')) === b.slice(0, b.lastIndexOf('-'));

/** Whether two parts can set one property of one box. */
const canMeet = (a: Part, b: Part): boolean =>
  a.important === b.important &&
  a.rule !== b.rule &&
  a.pseudoElement === b.pseudoElement &&
  (!a.tag || !b.tag || a.tag === b.tag) &&
  !alternatives(a.loneClass, b.loneClass) &&
  [...b.properties].some((name) => a.properties.has(name));

export interface BootstrapOrder {
  /** The sublayers, in the order the first Bootstrap file of a page declares them. */
  layers: string[];
  /** Every part of the full stylesheet, in its order, with its sublayer. */
  parts: (Part & { layer: string })[];
}

/** Short sublayer names (the first file of a page declares them all): a, b, ..., Z, ba, bb, ... */
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const nameOf = (index: number): string =>
  index < LETTERS.length
    ? LETTERS[index]!
    : nameOf(Math.floor(index / LETTERS.length)) + LETTERS[index % LETTERS.length];

/**
 * Ranks every part of the full stylesheet. For two parts that can meet, the winner in Bootstrap (higher
 * specificity, or the same and later) gets a tier at least the loser's, and strictly above it when they tie
 * on specificity: the fewest tiers that keep Bootstrap's outcome between any two files.
 */
export function bootstrapOrder(fullCss: string): BootstrapOrder {
  const parts: Part[] = [];
  rulesOf(postcss.parse(fullCss)).forEach((rule, index) => {
    const context = contextOf(rule);
    for (const { important, props } of kindsOf(rule)) {
      const id = index * 2 + (important ? 1 : 0);
      for (const selector of rule.selectors) parts.push(partOf(id, context, selector, important, props));
    }
  });
  // Which parts can beat which: edges from loser to winner, weight 1 when only the order decides.
  const byProperty = new Map<string, number[]>();
  parts.forEach((part, index) => {
    for (const name of part.properties)
      (byProperty.get(name) ?? byProperty.set(name, []).get(name)!).push(index);
  });
  const incoming: { from: number; weight: number }[][] = parts.map(() => []);
  const seen = new Int32Array(parts.length).fill(-1);
  parts.forEach((later, j) => {
    for (const name of later.properties) {
      for (const i of byProperty.get(name)!) {
        if (i >= j || seen[i] === j) continue;
        seen[i] = j;
        const earlier = parts[i]!;
        if (!canMeet(earlier, later)) continue;
        const order = compare(earlier.specificity, later.specificity);
        if (order === 0) incoming[j]!.push({ from: i, weight: 1 });
        else if (order < 0) incoming[j]!.push({ from: i, weight: 0 });
        else incoming[i]!.push({ from: j, weight: 0 });
      }
    }
  });
  // Every edge goes up in specificity, or along Bootstrap at the same specificity: that order is topological.
  const sorted = parts
    .map((_, index) => index)
    .sort((a, b) => compare(parts[a]!.specificity, parts[b]!.specificity) || a - b);
  const tiers = new Int32Array(parts.length);
  for (const index of sorted) {
    for (const { from, weight } of incoming[index]!)
      tiers[index] = Math.max(tiers[index]!, tiers[from]! + weight);
  }
  const highest = { normal: 0, important: 0 };
  parts.forEach((part, index) => {
    const kind = part.important ? 'important' : 'normal';
    highest[kind] = Math.max(highest[kind], tiers[index]!);
  });
  // Important tiers first and highest first: for important declarations the earlier layer wins.
  const ranks = [
    ...Array.from({ length: highest.important + 1 }, (_, i) => `important ${highest.important - i}`),
    ...Array.from({ length: highest.normal + 1 }, (_, i) => `normal ${i}`),
  ];
  const layerOf = new Map(ranks.map((rank, index) => [rank, nameOf(index)]));
  return {
    layers: ranks.map((rank) => layerOf.get(rank)!),
    parts: parts.map((part, index) => ({
      ...part,
      layer: layerOf.get(`${part.important ? 'important' : 'normal'} ${tiers[index]}`)!,
    })),
  };
}

const cache = new Map<string, BootstrapOrder>();
const orderOf = (fullCss: string): BootstrapOrder => {
  let order = cache.get(fullCss);
  if (!order) cache.set(fullCss, (order = bootstrapOrder(fullCss)));
  return order;
};

/**
 * Puts a cut of Bootstrap (`css`, its rules a subsequence of `fullCss`'s) into `@layer <layer>`: each rule in
 * its sublayer (split by selector in the rare case its selectors rank apart, and by kind when it has both
 * normal and important declarations), the sublayers in their order, the rules of one sublayer in their order
 * and media queries; keyframes stay in the layer itself. With `declare`, the file first declares every
 * sublayer in order: the first Bootstrap file a page loads (the shell's and the visitor app's first screen)
 * does, so that the files loaded after it find each sublayer in its place.
 */
export function inOrderedLayers(css: string, fullCss: string, layer: string, declare: boolean): string {
  const order = orderOf(fullCss);
  const root = postcss.parse(css);
  const charset = root.nodes.filter((node) => node.type === 'atrule' && node.name === 'charset');
  const blocks = new Map<string, { block: AtRule; media: AtRule | null; context: string }>();
  const place = (rule: Rule, sublayer: string, context: string, media: AtRule | null) => {
    let entry = blocks.get(sublayer);
    if (!entry) {
      entry = {
        block: postcss.atRule({ name: 'layer', params: sublayer, nodes: [] }),
        media: null,
        context: '',
      };
      blocks.set(sublayer, entry);
    }
    if (!media) {
      entry.block.append(rule);
      entry.media = null;
    } else if (entry.media && entry.context === context) {
      entry.media.append(rule);
    } else {
      // Bootstrap nests no at-rules: the rule's one media query, shared by the rules that follow in it.
      entry.media = media.clone({ nodes: [] });
      entry.context = context;
      entry.media.append(rule);
      entry.block.append(entry.media);
    }
  };
  let next = 0;
  /** The sublayer of each selector of a rule's declarations of one kind, found in the full stylesheet. */
  const sublayersOf = (context: string, important: boolean, selectors: string[]): string[] => {
    // The next rule there of this context and kind that holds every selector left (a cut keeps the order).
    while (next < order.parts.length) {
      const first = order.parts[next]!;
      let end = next;
      while (end < order.parts.length && order.parts[end]!.rule === first.rule) end += 1;
      const candidates = order.parts.slice(next, end);
      next = end;
      if (first.context !== context || first.important !== important) continue;
      const found = selectors.map((selector) => candidates.find((part) => part.selector === selector));
      if (found.every(Boolean)) return found.map((part) => part!.layer);
    }
    // A cut only removes rules and selectors; a selector rewritten (say inside :is()) has no place to go.
    throw new Error(
      `bootstrap-order: ${selectors.join(',')} is not a rule of this Bootstrap, in its order: a cut may only drop rules and selectors`,
    );
  };
  for (const rule of rulesOf(root)) {
    const context = contextOf(rule);
    const media = context ? (rule.parent as AtRule) : null;
    const kinds = kindsOf(rule);
    if (!kinds.length) rule.remove();
    for (const { important } of kinds) {
      const sublayers = sublayersOf(context, important, rule.selectors);
      const piece = kinds.length === 1 ? rule : rule.clone();
      if (kinds.length > 1) {
        piece.each((node) => {
          if (node.type === 'decl' && Boolean(node.important) !== important) node.remove();
        });
      }
      const selectors = piece.selectors;
      for (const sublayer of new Set(sublayers)) {
        const part = new Set(sublayers).size === 1 ? piece : piece.clone();
        part.selectors = selectors.filter((_, i) => sublayers[i] === sublayer);
        place(part, sublayer, context, media);
      }
    }
  }
  // What is left outside the rules: keyframes (and any other at-rule that holds no rules).
  const others = root.nodes.filter(
    (node) => node.type === 'atrule' && !/^(charset|layer|media|supports)$/.test(node.name),
  );
  const wrapper = postcss.atRule({ name: 'layer', params: layer, nodes: [] });
  if (declare) wrapper.append(postcss.atRule({ name: 'layer', params: order.layers.join(',') }));
  wrapper.append(others);
  for (const sublayer of order.layers) {
    const entry = blocks.get(sublayer);
    if (entry) wrapper.append(entry.block);
  }
  root.removeAll();
  root.append(...charset, wrapper);
  return root.toString();
}
