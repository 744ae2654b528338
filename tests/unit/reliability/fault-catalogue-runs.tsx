import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFaults, injectFault } from '@mocks/faults';
import { DEFAULT_SEED, resetDatabase } from '@mocks/node';
import { MOCK_REQUEST_TIMEOUT_KEY } from '@/lib/mock-request-timeout-key';
import { JOURNEY_TEST_NOW, useJourneyBackend } from '../support/app-journey';
import { FAULT_PARTS_DIR } from '../support/global-setup';
import { FAULT_KINDS, VITEST_FAULTS_REPORT, type FaultRecord } from './catalogues';
import { FAULT_GROUPS } from './fault-catalogue';
import type { CallGroup } from './fault-catalogue-steps';

/** The fault catalogue (fault-catalogue.tsx) run as tests, with its summary line and report. */

export const kindsOf = (group: CallGroup) =>
  FAULT_KINDS.filter((kind) => !group.skipKinds?.includes(kind.name));

/** Every fault of the catalogue: what the faults-*.test.tsx files inject together. */
export const FAULT_COUNT = FAULT_GROUPS.reduce((sum, group) => sum + kindsOf(group).length, 0);

/** The client timeout while a hang is injected: the hang ends in a RequestTimeoutError this soon. */
const HANG_TIMEOUT_MS = 300;

/** Something is on screen: the document has visible text (a blank screen would have none). */
const isBlank = () => (document.body.textContent ?? '').trim().length === 0;

/**
 * Notes this file's records and, once the records of every faults-*.test.tsx file of this run are there (the file
 * that ends last), prints the summary line and writes reports/reliability-faults-vitest.json (the Playwright
 * summary adds its count to the browser's).
 */
function noteRecords(part: string, records: FaultRecord[]): void {
  mkdirSync(FAULT_PARTS_DIR, { recursive: true });
  const file = join(FAULT_PARTS_DIR, `${part}.json`);
  // Written whole, then renamed: the other worker may read the folder at this moment.
  writeFileSync(`${file}.tmp`, JSON.stringify(records));
  renameSync(`${file}.tmp`, file);
  const all = readdirSync(FAULT_PARTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .flatMap(
      (name) => JSON.parse(readFileSync(join(FAULT_PARTS_DIR, name), 'utf8')) as FaultRecord[],
    );
  if (all.length < FAULT_COUNT) return;
  const groups = new Set(all.map((record) => record.group)).size;
  const blanks = all.filter((record) => record.blank).length;
  const line = `reliability (vitest, jsdom): ${all.length} faults injected over ${groups} call groups, ${blanks} blank screens`;
  console.log(line);
  writeFileSync(
    join(process.cwd(), VITEST_FAULTS_REPORT),
    `${JSON.stringify(
      {
        suite: 'faults',
        runner: 'vitest',
        summary: line,
        faults: all.length,
        callGroups: groups,
        blankScreens: blanks,
        records: all,
        writtenAt: new Date().toISOString(),
      },
      null,
      2,
    )}\n`,
  );
}

/**
 * The catalogue's cases of the groups named (one test per group and fault kind): arrange, inject, fail and check
 * the message, no blank screen, clear, recover. `part` names this file's records.
 */
export function describeFaultCatalogue(part: string, groupNames: readonly string[]): void {
  const groups = FAULT_GROUPS.filter((group) => groupNames.includes(group.group));
  if (groups.length !== groupNames.length)
    throw new Error(`unknown group in ${groupNames.join(', ')}`);
  useJourneyBackend();
  const records: FaultRecord[] = [];

  beforeEach(async () => {
    // Each case starts as a fresh tab on freshly seeded data.
    await resetDatabase(DEFAULT_SEED, JOURNEY_TEST_NOW);
  });
  afterEach(() => clearFaults());
  afterAll(() => {
    if (records.length === groups.reduce((sum, group) => sum + kindsOf(group).length, 0))
      noteRecords(part, records);
  });

  describe('fault injection: the catalogue message, never a blank screen, recovery', () => {
    for (const callGroup of groups) {
      const { group, route, arrange, failAndExpect, recover } = callGroup;
      for (const kind of kindsOf(callGroup)) {
        it(`${group} — ${kind.name}`, async () => {
          await arrange();
          if (kind.fault.kind === 'hang')
            sessionStorage.setItem(MOCK_REQUEST_TIMEOUT_KEY, String(HANG_TIMEOUT_MS));
          injectFault({ route, ...kind.fault });
          const readAsSuccess =
            kind.name === 'malformed body' && callGroup.readsMalformedAsSuccess === true;
          // Read tolerantly: the action goes through although its answer cannot be read.
          if (readAsSuccess) await recover();
          else await failAndExpect(kind.name);
          const blank = isBlank();
          expect(blank).toBe(false);
          clearFaults();
          sessionStorage.removeItem(MOCK_REQUEST_TIMEOUT_KEY);
          if (!readAsSuccess) await recover();
          records.push({ group, kind: kind.name, blank });
        });
      }
    }
  });
}
