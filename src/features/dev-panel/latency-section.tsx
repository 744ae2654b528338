import { useId, useState } from 'react';
import type { MockControl, MockLatencySetting } from '@/lib/mock-control';
import { PanelSection } from './panel-section';
import { format, usePanelText } from './panel-text';
import { useMockControlState } from './use-mock-control';

type Choice = 'scenario' | MockLatencySetting['mode'];

/** Global latency: the scenario's, none, realistic (150–400 ms), slow (2 s) or a custom number of ms. */
export function LatencySection({ control }: { control: MockControl }) {
  const { text } = usePanelText();
  const state = useMockControlState(control);
  const name = useId();
  const msId = useId();
  const choice: Choice = state.manualLatency?.mode ?? 'scenario';
  const [customMs, setCustomMs] = useState(
    state.manualLatency?.mode === 'custom' ? String(state.manualLatency.ms) : '500',
  );

  const summary = (setting: MockLatencySetting) => {
    switch (setting.mode) {
      case 'none':
        return text.latency.summaryNone;
      case 'realistic':
        return text.latency.summaryRealistic;
      case 'slow':
        return text.latency.summarySlow;
      case 'custom':
        return format(text.latency.summaryCustom, { ms: setting.ms });
    }
  };

  const choose = (next: Choice, ms = customMs) => {
    if (next === 'scenario') control.setLatency(null);
    else if (next === 'custom') {
      const value = Number(ms);
      if (Number.isFinite(value) && value >= 0)
        control.setLatency({ mode: 'custom', ms: Math.round(value) });
    } else control.setLatency({ mode: next });
  };

  const options: Array<{ value: Choice; label: string }> = [
    {
      value: 'scenario',
      label: format(text.latency.scenario, { latency: summary(state.scenarioLatency) }),
    },
    { value: 'none', label: text.latency.none },
    { value: 'realistic', label: text.latency.realistic },
    { value: 'slow', label: text.latency.slow },
    { value: 'custom', label: text.latency.custom },
  ];

  return (
    <PanelSection title={text.latency.heading}>
      <fieldset className="dev-panel__choices">
        <legend className="visually-hidden">{text.latency.heading}</legend>
        {options.map((option) => (
          <label key={option.value} className="checkbox-field">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={choice === option.value}
              onChange={() => choose(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={msId}>
          {text.latency.customMs}
        </label>
        <input
          id={msId}
          type="number"
          min={0}
          max={60000}
          step={50}
          value={customMs}
          disabled={choice !== 'custom'}
          onChange={(event) => {
            setCustomMs(event.target.value);
            choose('custom', event.target.value);
          }}
        />
      </div>
    </PanelSection>
  );
}
