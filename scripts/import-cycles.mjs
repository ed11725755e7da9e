#!/usr/bin/env node
// Import loops among the files of apps/web/app, and web components that reach into features
// (components are the shared bottom layer). Type-only and dynamic imports count: a loop of types
// still ties the files' meaning together. Prints each loop; exits 1 if there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The API is checked between domains, by apps/api/src/test/boundaries.test.ts: at file level, its domains'
// faces and app.ts's \`Services\` (the registry of every domain's service types) name each other by design.
const trees = ['apps/web/app'];
const sourceFile = /\.(ts|tsx|mts)$/;
const importPatterns = [
  /\b(?:import|export)\s[^'";]*?\bfrom\s*['"](\.[^'"]*)['"]/g,
  /\bimport\s*['"](\.[^'"]*)['"]/g,
  /\bimport\(\s*['"](\.[^'"]*)['"]\s*\)/g,
];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return sourceFile.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file an extensionless (or `.js`) relative specifier names, as TypeScript's bundler resolution finds it. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return [base, ...candidates].find((path) => existsSync(path) && statSync(path).isFile());
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const pattern of importPatterns)
    for (const match of text.matchAll(pattern)) {
      const target = resolveImport(file, match[1]);
      if (target) targets.add(target);
    }
  return [...targets];
}

/** Strongly connected components of more than one file (or a file importing itself), by Tarjan. */
function loopsOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1 || graph.get(node)?.includes(node)) loops.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

/** One shortest path of imports from `start` back to itself inside the loop, to show where to cut. */
function cycleThrough(graph, members, start) {
  const inLoop = new Set(members);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const path = [start];
        for (let step = node; step !== start; step = previous.get(step)) path.splice(1, 0, step);
        return [...path, start];
      }
      if (inLoop.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

const show = (path) => relative(root, path);
let failures = 0;
for (const tree of trees) {
  const files = filesUnder(join(root, tree));
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  for (const members of loopsOf(graph)) {
    failures++;
    console.log(`${tree}: import loop of ${members.length} files`);
    console.log(`  ${cycleThrough(graph, members, members[0]).map(show).join('\n    → ')}`);
    for (const member of members) console.log(`  · ${show(member)}`);
  }
  if (tree === 'apps/web/app') {
    const components = join(root, tree, 'components');
    const features = join(root, tree, 'features');
    for (const [file, targets] of graph)
      for (const target of targets)
        if (file.startsWith(components) && target.startsWith(features)) {
          failures++;
          console.log(`${tree}: a component imports a feature: ${show(file)} → ${show(target)}`);
        }
  }
}
if (failures > 0) {
  console.log(`${failures} import problem(s)`);
  process.exit(1);
}
console.log(`No import loops in ${trees.join(' or ')}, and no component imports a feature`);
