// Repoints code comments from the specification kept outside the repository to the one inside it:
// "spec §N" becomes "docs/product.md §N". Only comments change (the TypeScript parser finds them),
// only in .ts, .tsx, .js and .mjs files, and only that pattern (and, with --notes, the two below);
// running it twice changes nothing.
//
//   node scripts/repoint-spec-comments.mjs            rewrites apps, packages, e2e, bench, scripts
//   node scripts/repoint-spec-comments.mjs --check    lists what it would change, writes nothing
//   node scripts/repoint-spec-comments.mjs --strings  also in string literals (the test titles)
//   node scripts/repoint-spec-comments.mjs --notes    also the shared notes' domain and architecture
//                                                     files (upper-case names) to docs/domain.md and
//                                                     docs/architecture.md
//   node scripts/repoint-spec-comments.mjs dir ...    under other folders than those
//
// It lists the citations it leaves alone (in strings without --strings, or in other file types such
// as CSS), so that they can be repointed by hand.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import ts from 'typescript';

/** What is repointed, and to what; each target no longer matches its pattern, so a rerun changes nothing. */
const SPEC_CITATIONS = [{ pattern: /\bspec §(?=\d)/g, replacement: 'docs/product.md §' }];
const NOTE_CITATIONS = [
  { pattern: /\bDOMAIN\.md\b/g, replacement: 'docs/domain.md' },
  { pattern: /\bARCHITECTURE\.md\b/g, replacement: 'docs/architecture.md' },
];
const citesAny = (citations, text) => citations.some(({ pattern }) => new RegExp(pattern.source).test(text));
const SCRIPT_KINDS = {
  '.ts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
};
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', '.git']);
const DEFAULT_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];

/** Every file under a folder, skipping build output and dependencies. */
function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** The [start, end) ranges of every comment in a source text, and of every string literal if asked. */
function rewritableRanges(fileName, text, scriptKind, withStrings) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind);
  const ranges = new Map();
  const collect = (found) => found?.forEach((range) => ranges.set(range.pos, range.end));
  const visit = (node) => {
    if (withStrings && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
      ranges.set(node.getStart(source), node.end);
    }
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    // getChildren() includes the tokens, so comments before a closing brace or in JSX are seen too.
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...ranges].map(([start, end]) => ({ start, end })).sort((a, b) => a.start - b.start);
}

/** The text with the citations inside comments (and strings) repointed, and how many were repointed. */
function repointCitations(fileName, text, scriptKind, { citations, withStrings }) {
  let count = 0;
  let result = '';
  let copiedUpTo = 0;
  for (const { start, end } of rewritableRanges(fileName, text, scriptKind, withStrings)) {
    let repointed = text.slice(start, end);
    for (const { pattern, replacement } of citations) {
      repointed = repointed.replace(pattern, () => {
        count += 1;
        return replacement;
      });
    }
    result += text.slice(copiedUpTo, start) + repointed;
    copiedUpTo = end;
  }
  return { text: result + text.slice(copiedUpTo), count };
}

function main(args) {
  const isCheck = args.includes('--check');
  const withStrings = args.includes('--strings');
  const citations = args.includes('--notes') ? [...SPEC_CITATIONS, ...NOTE_CITATIONS] : SPEC_CITATIONS;
  const roots = args.filter((arg) => !arg.startsWith('--'));
  let repointed = 0;
  const leftAlone = [];
  for (const root of roots.length > 0 ? roots : DEFAULT_ROOTS) {
    for (const path of filesUnder(root)) {
      const text = readFileSync(path, 'utf8');
      if (!citesAny(citations, text)) continue;
      const scriptKind = SCRIPT_KINDS[extname(path)];
      const result =
        scriptKind === undefined
          ? { text, count: 0 }
          : repointCitations(path, text, scriptKind, { citations, withStrings });
      if (result.count > 0) {
        repointed += result.count;
        console.log(`${relative('.', path)}: ${result.count}`);
        if (!isCheck) writeFileSync(path, result.text);
      }
      result.text.split('\n').forEach((line, index) => {
        if (citesAny(citations, line)) leftAlone.push(`${relative('.', path)}:${index + 1}: ${line.trim()}`);
      });
    }
  }
  const where = withStrings ? 'comments and strings' : 'comments';
  console.log(`${isCheck ? 'would repoint' : 'repointed'} ${repointed} citation(s) in ${where}`);
  if (leftAlone.length > 0) {
    console.log(`left alone (not in the ${where} of a .ts/.tsx/.js/.mjs file): ${leftAlone.length}`);
    leftAlone.forEach((line) => console.log(`  ${line}`));
  }
}

main(process.argv.slice(2));
