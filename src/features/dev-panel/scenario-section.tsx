import { useId, useState } from 'react';
import { Spinner } from '@/components/spinner';
import type { MockControl } from '@/lib/mock-control';
import { PanelMessageLine, PanelSection, type PanelMessage } from './panel-section';
import { format, usePanelText } from './panel-text';
import { refreshAppData } from './refresh-app-data';
import { useMockControlState } from './use-mock-control';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Choose a scenario (applies at once), change the seed or reset the data, copy a link that reproduces it. */
export function ScenarioSection({ control }: { control: MockControl }) {
  const { text, language } = usePanelText();
  const state = useMockControlState(control);
  const selectId = useId();
  const [message, setMessage] = useState<PanelMessage>(null);
  // Each run starts the seed field and the copied link afresh (not by remounting: the button keeps its focus).
  const [runs, setRuns] = useState(0);
  const scenario = control.scenarios.find((candidate) => candidate.id === state.scenarioId);

  const run = async (work: () => Promise<void>, done: string) => {
    setMessage(null);
    setRuns((count) => count + 1);
    try {
      await work();
      refreshAppData();
      setMessage({ kind: 'status', text: done });
    } catch (error) {
      setMessage({
        kind: 'alert',
        text: format(text.scenario.failed, { message: errorText(error) }),
      });
    }
  };

  const select = (id: string) => {
    const title = control.scenarios.find((candidate) => candidate.id === id)?.title[language] ?? id;
    void run(() => control.selectScenario(id), format(text.scenario.applied, { scenario: title }));
  };

  return (
    <PanelSection title={text.scenario.heading}>
      {state.unknownScenarioId && (
        <p role="alert" className="dev-panel__error">
          {format(text.scenario.unknown, { id: state.unknownScenarioId })}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {text.scenario.select}
        </label>
        <select
          id={selectId}
          value={state.scenarioId}
          disabled={state.busy}
          onChange={(event) => select(event.target.value)}
        >
          {control.scenarios.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title[language]} ({candidate.id})
            </option>
          ))}
        </select>
      </div>
      {scenario && <p className="dev-panel__description">{scenario.description[language]}</p>}
      {state.busy && <Spinner label={text.scenario.applying} />}
      <PanelMessageLine message={message} />

      <SeedField
        runs={runs}
        control={control}
        onReset={(seed) => void run(() => control.resetData(seed), text.scenario.resetDone)}
      />
      <button
        type="button"
        className="button button--secondary"
        disabled={state.busy}
        onClick={() => void run(() => control.resetData(), text.scenario.resetDone)}
      >
        {text.scenario.reset}
      </button>
      <ShareLink runs={runs} control={control} />
    </PanelSection>
  );
}

/** The seed in effect, editable: another seed re-seeds the data with it. */
function SeedField({
  control,
  runs,
  onReset,
}: {
  control: MockControl;
  runs: number;
  onReset: (seed: number) => void;
}) {
  const { text } = usePanelText();
  const state = useMockControlState(control);
  const seedId = useId();
  // What the tester typed; null shows the seed in effect.
  const [seedDraft, setSeedDraft] = useState<string | null>(null);
  const [seenRuns, setSeenRuns] = useState(runs);
  if (seenRuns !== runs) {
    setSeenRuns(runs);
    setSeedDraft(null);
  }
  const seed = seedDraft ?? String(state.seed);
  const seedValue = /^\d{1,15}$/.test(seed.trim()) ? Number(seed.trim()) : null;
  return (
    <div className="dev-panel__row">
      <div className="field">
        <label className="field__label" htmlFor={seedId}>
          {text.scenario.seed}
        </label>
        <input
          id={seedId}
          inputMode="numeric"
          value={seed}
          onChange={(event) => setSeedDraft(event.target.value)}
          aria-describedby={`${seedId}-hint`}
        />
        <span id={`${seedId}-hint`} className="hint">
          {format(text.scenario.seedHint, { seed: state.defaultSeed })}
        </span>
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={state.busy || seedValue === null}
        onClick={() => seedValue !== null && onReset(seedValue)}
      >
        {text.scenario.applySeed}
      </button>
    </div>
  );
}

/** Copies a link that opens the app with this scenario and seed; shows it to copy by hand where that fails. */
function ShareLink({ control, runs }: { control: MockControl; runs: number }) {
  const { text } = usePanelText();
  const linkId = useId();
  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null);
  const [seenRuns, setSeenRuns] = useState(runs);
  if (seenRuns !== runs) {
    setSeenRuns(runs);
    setLink(null);
  }
  const copyLink = async () => {
    const url = control.shareLink(window.location.origin);
    try {
      await navigator.clipboard.writeText(url);
      setLink({ url, copied: true });
    } catch {
      setLink({ url, copied: false });
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void copyLink()}>
        {text.scenario.copyLink}
      </button>
      {link && (
        <div className="field">
          <p role="status" className={link.copied ? 'dev-panel__ok' : 'dev-panel__error'}>
            {link.copied ? text.scenario.copied : text.scenario.copyFallback}
          </p>
          <label className="field__label" htmlFor={linkId}>
            {text.scenario.linkField}
          </label>
          <input
            id={linkId}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </>
  );
}
