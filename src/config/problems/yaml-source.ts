/** YAML 1.2 core schema: 2024-02-31 stays a string for the date check instead of silently becoming 2 March. */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { ContentProblems } from '#/config/problems/problem.ts';

export type FieldPath = readonly PropertyKey[];

export interface YamlSource {
  data: unknown;
  /** 1-based, in the whole file; for a missing field, its parent's line. */
  lineOf(path: FieldPath): number | undefined;
}

/** `firstLine`: 2 for Markdown front matter. */
export function readYaml(text: string, file: string, firstLine = 1): YamlSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, schema: 'core', uniqueKeys: true, prettyErrors: false });
  const toLine = (offset: number) => lines.linePos(offset).line + firstLine - 1;
  const [error] = doc.errors;
  if (error) {
    const plain = YAML_ERRORS[error.code] ?? `The file cannot be read as YAML (${error.message.split('\n')[0]})`;
    const message = `${plain} (column ${lines.linePos(error.pos[0]).col}).`;
    throw new ContentProblems([{ file, line: toLine(error.pos[0]), message }]);
  }
  const data = toData(doc, (offset) => ({ file, line: toLine(offset) }));
  const lineOf = (path: FieldPath) => {
    for (let depth = path.length; depth >= 0; depth -= 1) {
      const node = nodeAt(doc.contents, path.slice(0, depth));
      if (node?.range) return toLine(node.range[0]);
    }
    return undefined;
  };
  return { data, lineOf };
}

/** A few nested aliases can stand for billions of values: yaml's documented maxAliasCount, its default written out. */
const MAX_ALIAS_COUNT = 100;

function toData(doc: Document, at: (offset: number) => { file: string; line: number }): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    let alias = { name: '', offset: 0, path: [] as PropertyKey[] };
    visit(doc, {
      Alias: (_key, node, ancestors) => {
        alias = { name: node.source, offset: node.range?.[0] ?? 0, path: fieldPath([...ancestors, node]) };
        return visit.BREAK;
      },
    });
    const message = `*${alias.name} repeats a value (a YAML alias) too many times: the file would grow too large to read. Write the values out instead of using & and *.`;
    throw new ContentProblems([{ ...at(alias.offset), field: fieldName(alias.path), message }]);
  }
}

/** Each pair's key, each list item's index. */
function fieldPath(chain: readonly unknown[]): PropertyKey[] {
  return chain.flatMap((parent, index): PropertyKey[] => {
    const child = chain[index + 1];
    if (isPair(parent) && isScalar(parent.key)) return [String(parent.key.value)];
    if (isSeq(parent)) return [parent.items.indexOf(child as never)];
    return [];
  });
}

/** A map entry's key node (its line is the field's), or a list's item node. */
function nodeAt(root: unknown, path: FieldPath): Node | undefined {
  let node = root as Node | undefined;
  for (const [index, step] of path.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === step);
      if (!pair) return undefined;
      node = (index === path.length - 1 ? pair.key : pair.value) as Node | undefined;
    } else if (isSeq(node) && typeof step === 'number') {
      node = node.items[step] as Node | undefined;
    } else {
      return undefined;
    }
  }
  return node;
}

const YAML_ERRORS: Partial<Record<string, string>> = {
  BAD_INDENT: 'The spaces at the start of this line do not line up with the lines around it',
  DUPLICATE_KEY: 'This field is written twice; keep one',
  // "title: Sleep: a guide": the second colon starts another field inside the value.
  BLOCK_AS_IMPLICIT_KEY:
    'This value has a colon in it; put the whole value in double quotes, e.g. title: "Sleep: a practical guide"',
  MISSING_CHAR: 'A closing quote mark or bracket is missing',
  MULTILINE_IMPLICIT_KEY: 'A line is not of the form field: value (check the spaces at its start and its quote marks)',
  TAB_AS_INDENT: 'This line starts with a tab; use spaces',
  // yaml's own guard: brackets or fields nested thousands deep.
  RESOURCE_EXHAUSTION: 'The values here are nested too deeply (brackets or fields inside one another); write them flat',
  UNEXPECTED_TOKEN: 'There is an unexpected character here (check the quote marks and the spaces at the start)',
};

export function fieldName(path: FieldPath): string | undefined {
  const name = path
    .map((step) => (typeof step === 'number' ? `[${step + 1}]` : String(step)))
    .join('.')
    .replaceAll('.[', '[');
  return name || undefined;
}

export function valueAt(data: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (value, step) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[step] : undefined),
    data,
  );
}
