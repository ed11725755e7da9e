import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { allowedImports } from './boundaries.allow';

const domainsDir = fileURLToPath(new URL('../domains', import.meta.url));
const decisionsDir = fileURLToPath(new URL('../../../../docs/decisions', import.meta.url));

/** The domains' own code: every .ts inside a domain's folder but the tests (`module.ts` and `modules.ts` are the wiring). */
const sources = readdirSync(domainsDir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.includes('/') && file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({
    file,
    parsed: ts.createSourceFile(
      file,
      readFileSync(path.join(domainsDir, file), 'utf8'),
      ts.ScriptTarget.Latest,
    ),
  }));

interface DomainImport {
  /** The importing file, `domains/`-relative (`search/search.repo.ts`). */
  file: string;
  fromDomain: string;
  /** The imported module without extension (`catalog/catalog.tables`), or the domain for its face (`catalog`). */
  to: string;
  toDomain: string;
}

/** Every module a file names: imports, re-exports and `import('…')` types. */
function specifiersOf(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      found.push((node.argument.literal as ts.StringLiteral).text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The imports of another domain's code, type-only ones included. */
const domainImports: DomainImport[] = sources.flatMap(({ file, parsed }) => {
  const fromDomain = file.split('/')[0] ?? '';
  return (
    specifiersOf(parsed)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
      // A domain's face is imported as the bare folder (`../payments` is `payments`): an edge as well.
      .filter((target) => !target.startsWith('..') && !target.startsWith('.'))
      .map((target) => {
        const toDomain = target.split('/')[0] ?? '';
        const to = target.replace(/\.ts$/, '').replace(/\/index$/, '');
        return { file, fromDomain, to, toDomain };
      })
      .filter((entry) => entry.toDomain !== fromDomain)
  );
});

const throughFace = (entry: DomainImport) => entry.to === entry.toDomain;
const foreignKey = (entry: DomainImport) => entry.file.endsWith('.tables.ts') && entry.to.endsWith('.tables');
const allows = (allowed: (typeof allowedImports)[number], entry: DomainImport) =>
  (allowed.from === entry.fromDomain || allowed.from === entry.file) && allowed.to === entry.to;

/** The domains' graph, each edge with the files that make it. */
const edges = new Map<string, Map<string, string[]>>();
for (const entry of domainImports) {
  const out = edges.get(entry.fromDomain) ?? new Map<string, string[]>();
  out.set(entry.toDomain, [...(out.get(entry.toDomain) ?? []), `${entry.file} → ${entry.to}`]);
  edges.set(entry.fromDomain, out);
}

/** One loop through each group of domains that reach each other (Tarjan's strongly connected components). */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (domain: string) => {
    index.set(domain, index.size);
    low.set(domain, index.get(domain) ?? 0);
    stack.push(domain);
    for (const next of edges.get(domain)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(domain, Math.min(low.get(domain) ?? 0, low.get(next) ?? 0));
    }
    if (low.get(domain) !== index.get(domain)) return;
    const group = stack.splice(stack.indexOf(domain));
    if (group.length > 1) found.push(loopWithin(group));
  };
  for (const domain of [...edges.keys()].sort()) if (!index.has(domain)) visit(domain);
  return found;
}

/** A shortest way back to the group's first domain, as `a → b → a`, with the files behind each step. */
function loopWithin(group: string[]): string[] {
  const [start = ''] = [...group].sort();
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const domain = queue.shift() ?? '';
    for (const next of edges.get(domain)?.keys() ?? []) {
      if (!group.includes(next) || previous.has(next)) continue;
      previous.set(next, domain);
      if (next === start) queue.length = 0;
      else queue.push(next);
    }
  }
  const loop = [start];
  for (let domain = previous.get(start) ?? start; domain !== start; domain = previous.get(domain) ?? start)
    loop.unshift(domain);
  loop.unshift(start);
  const steps = loop.slice(1).map((to, at) => {
    const from = loop[at] ?? '';
    return `  ${from} → ${to}: ${edges.get(from)?.get(to)?.[0] ?? ''}`;
  });
  return [`${loop.join(' → ')} (all of: ${[...group].sort().join(', ')})`, ...steps];
}

/** Public methods of each service class in the domains (methods without `private` or `protected`). */
function publicMethods(): { name: string; count: number }[] {
  return sources.flatMap(({ parsed }) =>
    parsed.statements
      .filter(ts.isClassDeclaration)
      .filter((declaration) => declaration.name?.text.endsWith('Service'))
      .map((declaration) => ({
        name: declaration.name?.text ?? '',
        count: declaration.members.filter(
          (member) =>
            ts.isMethodDeclaration(member) &&
            !ts.isPrivateIdentifier(member.name) &&
            !ts
              .getModifiers(member)
              ?.some(
                (modifier) =>
                  modifier.kind === ts.SyntaxKind.PrivateKeyword ||
                  modifier.kind === ts.SyntaxKind.ProtectedKeyword,
              ),
        ).length,
      })),
  );
}

describe('domain boundaries', () => {
  it('[ARCH-36.1] a domain reaches another only through its face, a foreign key or an allowed import', () => {
    const through = domainImports.filter(
      (entry) =>
        !throughFace(entry) &&
        !foreignKey(entry) &&
        !allowedImports.some((allowed) => allows(allowed, entry)),
    );
    const found = [...new Set(through.map((entry) => `${entry.file} → ${entry.to}`))].sort();
    expect(found).toEqual([]);
  });

  it('[ARCH-36.2] no domain is in a loop with others, even for types', () => {
    const loops = cycles();
    const inLoops = [
      ...new Set(loops.flatMap(([first = '']) => /\(all of: (.*)\)$/.exec(first)?.[1]?.split(', ') ?? [])),
    ];
    expect(inLoops, loops.flat().join('\n')).toEqual([]);
  });

  it('[ARCH-36.3] the allowed imports are at most ten, each used and each with its decision record', () => {
    expect(allowedImports.length).toBeLessThanOrEqual(10);
    const unused = allowedImports.filter((allowed) => !domainImports.some((entry) => allows(allowed, entry)));
    expect(unused).toEqual([]);
    const unrecorded = allowedImports.filter((allowed) => !existsSync(path.join(decisionsDir, allowed.adr)));
    expect(unrecorded).toEqual([]);
  });

  it('[ARCH-36.4] no service class of a domain has more than 25 public methods', () => {
    expect(publicMethods().filter(({ count }) => count > 25)).toEqual([]);
  });
});
