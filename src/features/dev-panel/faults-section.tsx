import { useId, useState } from 'react';
import { ERROR_STATUSES, type ErrorStatus } from '@contract/errors';
import { listRoutes } from '@contract/router';
import type { MockControl, MockFault } from '@/lib/mock-control';
import { PanelSection } from './panel-section';
import { format, usePanelText } from './panel-text';
import { useMockControlState } from './use-mock-control';

const ROUTE_NAMES = listRoutes().map(({ name }) => name);
type Kind = MockFault['kind'];

/**
 * Faults per contract route (or all): an error status the contract declares, a network error or a hang, for the
 * next call only or until removed. Stored per tab in sessionStorage (mocks/faults.ts), the same switch the e2e
 * tests use.
 */
export function FaultsSection({ control }: { control: MockControl }) {
  const { text } = usePanelText();
  const state = useMockControlState(control);
  const routeId = useId();
  const kindId = useId();
  const statusId = useId();
  const [route, setRoute] = useState('*');
  const [kind, setKind] = useState<Kind>('status');
  const [status, setStatus] = useState<ErrorStatus>(500);
  const [once, setOnce] = useState(false);

  const describe = (fault: MockFault) => {
    const values = { route: fault.route === '*' ? text.faults.allRoutes : fault.route };
    const base =
      fault.kind === 'status'
        ? format(text.faults.describeStatus, { ...values, status: fault.status })
        : format(
            fault.kind === 'hang'
              ? text.faults.describeHang
              : fault.kind === 'lost-answer'
                ? text.faults.describeLostAnswer
                : text.faults.describeNetwork,
            values,
          );
    return fault.once ? `${base}${text.faults.onceSuffix}` : base;
  };

  const add = () => {
    const common = { route, ...(once ? { once: true } : {}) };
    control.injectFault(kind === 'status' ? { ...common, kind, status } : { ...common, kind });
  };

  return (
    <PanelSection title={text.faults.heading}>
      <div className="field">
        <label className="field__label" htmlFor={routeId}>
          {text.faults.route}
        </label>
        <select id={routeId} value={route} onChange={(event) => setRoute(event.target.value)}>
          <option value="*">{text.faults.allRoutes}</option>
          {ROUTE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="dev-panel__row">
        <div className="field">
          <label className="field__label" htmlFor={kindId}>
            {text.faults.kind}
          </label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
          >
            <option value="status">{text.faults.kindStatus}</option>
            <option value="network-error">{text.faults.kindNetwork}</option>
            <option value="hang">{text.faults.kindHang}</option>
            <option value="lost-answer">{text.faults.kindLostAnswer}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={statusId}>
            {text.faults.status}
          </label>
          <select
            id={statusId}
            value={status}
            disabled={kind !== 'status'}
            onChange={(event) => setStatus(Number(event.target.value) as ErrorStatus)}
          >
            {ERROR_STATUSES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {candidate}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="checkbox-field">
        <input type="checkbox" checked={once} onChange={(event) => setOnce(event.target.checked)} />
        <span>{text.faults.once}</span>
      </label>
      <button type="button" className="button button--secondary" onClick={add}>
        {text.faults.add}
      </button>

      {state.faults.length === 0 ? (
        <p>{text.faults.none}</p>
      ) : (
        <>
          <ul className="plain-list dev-panel__list" aria-label={text.faults.active}>
            {state.faults.map((fault, index) => (
              <li key={`${index}-${fault.route}-${fault.kind}`} className="dev-panel__fault">
                <span>{describe(fault)}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={format(text.faults.remove, { fault: describe(fault) })}
                  onClick={() => control.removeFault(index)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => control.clearFaults()}
          >
            {text.faults.clear}
          </button>
        </>
      )}
    </PanelSection>
  );
}
