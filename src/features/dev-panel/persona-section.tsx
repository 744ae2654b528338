import { useState } from 'react';
import { errorStatus } from '@/lib/api-errors';
import type { MockControl, MockPersonaInfo } from '@/lib/mock-control';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { loginWithPassword, logout } from '@/domain/session/session-actions';
import { PanelMessageLine, PanelSection, type PanelMessage } from './panel-section';
import { format, usePanelText } from './panel-text';
import { useMockControlState } from './use-mock-control';

/**
 * One click signs in as a persona, the way the app signs in: e-mail personas through the app's own password
 * login (session store), company sign-on personas with a code of the fake sign-on on /wen?code=….
 */
export function PersonaSection({
  control,
  onSignedIn,
}: {
  control: MockControl;
  /** The panel closes, so the tester sees the app as the persona. */
  onSignedIn: () => void;
}) {
  const { text } = usePanelText();
  const state = useMockControlState(control);
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<PanelMessage>(null);
  const recommended = control.scenarios.find((s) => s.id === state.scenarioId)?.persona ?? null;
  const personas = control
    .listPersonas()
    .sort((a, b) => Number(b.key === recommended) - Number(a.key === recommended));

  const signIn = async (persona: MockPersonaInfo) => {
    const name = `${persona.givenName} ${persona.familyName}`;
    setPending(persona.key);
    setMessage(null);
    try {
      await logout();
      if (persona.signIn === 'password' && persona.email) {
        await loginWithPassword(persona.email, persona.password);
        navigate(ROUTES.home, { replace: true });
        onSignedIn();
      } else if (persona.qNumber) {
        const code = await control.issueAuthorizationCode(persona.qNumber);
        window.location.assign(`${ROUTES.wen}?code=${encodeURIComponent(code)}`);
      }
    } catch (error) {
      const status = errorStatus(error);
      setMessage({
        kind: 'alert',
        text:
          status === null
            ? format(text.personas.failedNoAnswer, { name })
            : format(text.personas.failed, { name, status }),
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <PanelSection title={text.personas.heading}>
      <PanelMessageLine message={message} />
      <ul className="plain-list dev-panel__list">
        {personas.map((persona) => {
          const name = `${persona.givenName} ${persona.familyName}`;
          return (
            <li key={persona.key} className="dev-panel__persona">
              <button
                type="button"
                className={persona.key === recommended ? 'button' : 'button button--secondary'}
                disabled={pending !== null}
                aria-describedby={`persona-${persona.key}`}
                onClick={() => void signIn(persona)}
              >
                {format(text.personas.signIn, { name })}
              </button>
              <span id={`persona-${persona.key}`} className="hint">
                {persona.signIn === 'password'
                  ? `${persona.email ?? ''} · ${text.personas.password}`
                  : format(text.personas.companySignOn, { qNumber: persona.qNumber ?? '' })}
                {persona.key === recommended ? ` · ${text.personas.recommended}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </PanelSection>
  );
}
