// @ts-check
/**
 * Resolves the project's path aliases (@/, @contract/, @mocks/, @scenarios/) and relative imports to files,
 * so eslint-plugin-boundaries can tell which element an import reaches. A local resolver instead of
 * eslint-import-resolver-typescript: that one needs platform bindings the package mirror here lacks for
 * other systems, which breaks `npm ci` from the lockfile.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const ALIASES = {
  '@/': 'src/',
  '@contract/': 'contract/',
  '@mocks/': 'mocks/',
  '@scenarios/': 'scenarios/',
};
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx'];

function firstFile(base) {
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

module.exports = {
  interfaceVersion: 2,
  /** @param {string} source @param {string} file */
  resolve(source, file) {
    const alias = Object.keys(ALIASES).find((prefix) => source.startsWith(prefix));
    let base = null;
    if (alias) base = path.join(ROOT, ALIASES[alias], source.slice(alias.length));
    else if (source.startsWith('.')) base = path.resolve(path.dirname(file), source);
    if (base === null) {
      // A package: found if node can resolve it; boundaries treats it as external.
      try {
        return { found: true, path: require.resolve(source, { paths: [path.dirname(file)] }) };
      } catch {
        return { found: true, path: null };
      }
    }
    const resolved = firstFile(base);
    return resolved ? { found: true, path: resolved } : { found: false };
  },
};
