import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { parseSnapshot, takeSnapshot, type DatabaseSnapshot } from '../db/snapshot';

/**
 * `--data <file>`: the standalone server's shared data on disk. The whole database is written after every change
 * (before the change is answered), atomically: into a temporary file beside it, flushed to disk, then renamed
 * over the old one. A crash mid-write leaves the previous file whole (and a stray temporary file, removed at
 * the next start); a crash after the rename leaves the new one. So a crash loses at most the change being
 * written, never the file.
 */

export const DATA_FILE_FORMAT = 'wen-mock-server-data';
export const DATA_FILE_VERSION = 1;

const DataFileSchema = z.object({
  format: z.literal(DATA_FILE_FORMAT),
  version: z.literal(DATA_FILE_VERSION),
  /** The scenario and seed the shared data was put into (a restart keeps them). */
  scenario: z.string(),
  seed: z.number().int(),
  database: z.unknown(),
});

export interface StoredData {
  scenario: string;
  seed: number;
  database: DatabaseSnapshot;
}

export class DataFileError extends Error {
  constructor(file: string, reason: string) {
    super(
      `The data file ${file} cannot be used: ${reason}. Move it away (or start without --data) rather than lose it.`,
    );
    this.name = 'DataFileError';
  }
}

/** The stored data, or null when the file does not exist yet; a file that is not ours throws DataFileError. */
export async function readDataFile(file: string): Promise<StoredData | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new DataFileError(file, (error as Error).message);
  }
  let parsed: z.infer<typeof DataFileSchema>;
  try {
    parsed = DataFileSchema.parse(JSON.parse(text));
  } catch {
    throw new DataFileError(
      file,
      `it is not a data file of the WEN mock server (version ${DATA_FILE_VERSION})`,
    );
  }
  const database = parseSnapshot(JSON.stringify(parsed.database));
  if (!database) throw new DataFileError(file, 'its database is not a snapshot this version reads');
  return { scenario: parsed.scenario, seed: parsed.seed, database };
}

const temporaryPrefix = (file: string) => `.${basename(file)}.tmp-`;

/** Writes `text` to `file` atomically: temporary file, fsync, rename (and fsync of the folder where it can). */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  const folder = dirname(file);
  const temporary = join(folder, `${temporaryPrefix(file)}${randomBytes(6).toString('hex')}`);
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, file);
  try {
    const directory = await open(folder, 'r');
    await directory.sync().finally(() => directory.close());
  } catch {
    // not every platform syncs a folder; the rename itself is atomic
  }
}

/** Removes temporary files a crash left beside the data file. */
export async function removeStaleTemporaryFiles(file: string): Promise<void> {
  const folder = dirname(file);
  const prefix = temporaryPrefix(file);
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (name.startsWith(prefix)) await rm(join(folder, name), { force: true });
  }
}

/** Writes the current database with its scenario and seed. */
export async function writeDataFile(
  file: string,
  selection: { scenario: string; seed: number },
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const data = {
    format: DATA_FILE_FORMAT,
    version: DATA_FILE_VERSION,
    scenario: selection.scenario,
    seed: selection.seed,
    database: takeSnapshot(),
  };
  await writeFileAtomically(file, JSON.stringify(data));
}
