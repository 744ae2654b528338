import type { RouteCheck } from './route-check';

/** The printout of `npm run contract:check`. */

const MAX_UNKNOWN_SHOWN = 6;

/** A few paths as they are; many as their field names, with how often and the first place each was found. */
function describeUnknown(paths: readonly string[]): string {
  if (paths.length <= MAX_UNKNOWN_SHOWN) return paths.join(', ');
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    const name = path.split('.').pop() ?? path;
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  return [...byName.entries()]
    .map(
      ([name, at]) =>
        `${name} (${at.length} ${at.length === 1 ? 'place' : 'places'}, e.g. ${at[0]})`,
    )
    .join(', ');
}

/** One line per route, then its differences, unknown fields and read-around items, indented. */
export function formatChecks(checks: readonly RouteCheck[]): string[] {
  const lines: string[] = [];
  const width = Math.max(...checks.map((check) => check.method.length + 1 + check.path.length));
  for (const check of checks) {
    const mark = check.fatal
      ? 'FAIL'
      : check.outcome === 'parses'
        ? 'ok  '
        : check.outcome === 'skipped'
          ? 'skip'
          : 'diff';
    const what = `${check.method} ${check.path}`.padEnd(width);
    const status = check.status === null ? '---' : String(check.status);
    const verdict = {
      parses: 'parses with the contract',
      differs: 'differs from the contract; the app reads it',
      unreadable: 'differs from the contract; the app CANNOT read it',
      failed: check.reason ?? 'failed',
      skipped: `skipped: ${check.reason ?? ''}`,
    }[check.outcome];
    const readAround = check.notes.length > 0 ? ` (${check.notes.length} item(s) not shown)` : '';
    lines.push(`${mark} ${what}  ${status}  ${verdict}${readAround}`);
    for (const difference of check.differences) {
      lines.push(
        `       ${difference.path}: expected ${difference.expected}, found ${difference.found}`,
      );
    }
    if (check.unknownFields.length > 0) {
      lines.push(
        `       fields the contract does not know: ${describeUnknown(check.unknownFields)}`,
      );
    }
    for (const note of check.notes) {
      lines.push(
        `       ${note.path}${note.id ? ` (${note.id})` : ''} ${note.kind === 'left-out' ? 'left out' : 'skipped'}: ${note.reason}`,
      );
    }
  }
  const count = (outcome: RouteCheck['outcome']) =>
    checks.filter((check) => check.outcome === outcome).length;
  const fatal = checks.filter((check) => check.fatal).length;
  lines.push(
    `${checks.length} routes: ${count('parses')} parse with the contract, ${count('differs')} differ but the app reads them, ` +
      `${count('skipped')} skipped, ${fatal} the app cannot read${fatal > 0 ? ' (exit 1)' : ''}.`,
  );
  return lines;
}
