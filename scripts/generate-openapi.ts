import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument } from './openapi/build-openapi-document';
import type { JsonObject } from './openapi/json-object';

/** The committed OpenAPI document of the contract (`npm run openapi` writes it). */
export const OPENAPI_FILE = fileURLToPath(
  new URL('../openapi/wen-api.openapi.json', import.meta.url),
);

/** The file's text: the document formatted as Prettier formats the repo, so formatting never makes it stale. */
export async function renderOpenApiFile(
  document: JsonObject = buildOpenApiDocument(),
): Promise<string> {
  const options = (await resolveConfig(OPENAPI_FILE)) ?? {};
  return format(JSON.stringify(document), { ...options, filepath: OPENAPI_FILE });
}

/** Writes the document; with --check only tells whether the committed one is current (exit code 1 if not). */
export async function main(args: readonly string[]): Promise<number> {
  const text = await renderOpenApiFile();
  const shownPath = relative(process.cwd(), OPENAPI_FILE);
  if (args.includes('--check')) {
    const committed = await readFile(OPENAPI_FILE, 'utf8').catch(() => null);
    if (committed === text) {
      console.log(`${shownPath} is up to date with the contract.`);
      return 0;
    }
    console.error(`${shownPath} is out of date with the contract: run npm run openapi.`);
    return 1;
  }
  await mkdir(dirname(OPENAPI_FILE), { recursive: true });
  await writeFile(OPENAPI_FILE, text);
  console.log(`Wrote ${shownPath}.`);
  return 0;
}
