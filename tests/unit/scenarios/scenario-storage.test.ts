import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEED } from '@mocks/seed';
import {
  LATENCY_STORAGE_KEY,
  saveLatency,
  saveSelection,
  SELECTION_STORAGE_KEY,
  takeStartSelection,
} from '@mocks/scenario-storage';
import { findScenario } from '@scenarios/scenario-registry';

function start(address: string) {
  const replaceUrl = vi.fn<(url: URL) => void>();
  const result = takeStartSelection(new URL(address), replaceUrl);
  return { ...result, replaced: replaceUrl.mock.calls[0]?.[0]?.toString() ?? null };
}

const scenario = (id: string) => {
  const found = findScenario(id);
  if (!found) throw new Error(id);
  return found;
};

describe('which scenario a tab starts in', () => {
  it('is the default with the default seed when nothing is given', () => {
    const result = start('http://localhost/login');
    expect(result.selection.scenario.id).toBe('default');
    expect(result.selection.seed).toBe(DEFAULT_SEED);
    expect(result.latency).toBeNull();
    expect(result.replaced).toBeNull();
  });

  it('takes ?scenario=, &seed= and &latency= from the address, and removes only them', () => {
    const result = start(
      'http://localhost/login?locale=en&scenario=no-access&seed=42&latency=slow#top',
    );
    expect(result.selection.scenario.id).toBe('no-access');
    expect(result.selection.seed).toBe(42);
    expect(result.latency).toEqual({ mode: 'slow' });
    expect(result.replaced).toBe('http://localhost/login?locale=en#top');
  });

  it('the address wins over the stored choice; without it the stored choice holds', () => {
    saveSelection({ scenario: scenario('offers-empty'), seed: 7 });
    saveLatency({ mode: 'custom', ms: 300 });
    expect(start('http://localhost/').selection).toMatchObject({
      scenario: { id: 'offers-empty' },
      seed: 7,
    });
    expect(start('http://localhost/').latency).toEqual({ mode: 'custom', ms: 300 });
    expect(start('http://localhost/?scenario=server-down').selection).toMatchObject({
      scenario: { id: 'server-down' },
      seed: DEFAULT_SEED,
    });
    // A seed alone changes the seed of the stored scenario.
    expect(start('http://localhost/?seed=99').selection).toMatchObject({
      scenario: { id: 'offers-empty' },
      seed: 99,
    });
  });

  it('ignores and reports an unknown scenario; a bad seed or latency is ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = start('http://localhost/?scenario=rush-hour&seed=-3&latency=fast');
    expect(result.unknownScenarioId).toBe('rush-hour');
    expect(result.selection.scenario.id).toBe('default');
    expect(result.selection.seed).toBe(DEFAULT_SEED);
    expect(result.latency).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("unknown scenario 'rush-hour'"));
  });

  it('ignores a stored choice it cannot read', () => {
    sessionStorage.setItem(SELECTION_STORAGE_KEY, '{"id":"gone","seed":1}');
    sessionStorage.setItem(LATENCY_STORAGE_KEY, 'not json');
    const result = start('http://localhost/');
    expect(result.selection.scenario.id).toBe('default');
    expect(result.latency).toBeNull();
  });
});
