import { useEffect, useId, useState, type FormEvent } from 'react';
import { issueAuthorizationCode, UnknownCompanyProfileError } from '../db/auth-repository';
import { changeData } from '../db/tab-data';
import { listCompanyProfiles } from '../db/users-repository';
import { NEW_COMPANY_PROFILE, PERSONAS } from '../seed-constants';
import { registerMockPage } from './mock-page-registry';

/** The query items the app's sign-on URL must carry (spec section 2, /login). */
const REQUIRED_ITEMS = ['client_id', 'redirect_uri', 'response_type', 'scope'] as const;

interface SignOnRequest {
  redirectUri: URL;
  state: string | null;
}

/** What is wrong with the authorization request, or the request when it is usable. */
export function readSignOnRequest(
  search: string,
  origin: string,
): { ok: true; request: SignOnRequest } | { ok: false; problems: string[] } {
  const params = new URLSearchParams(search);
  const problems = REQUIRED_ITEMS.filter((item) => !params.get(item)).map(
    (item) => `${item}: fehlt / missing`,
  );
  const responseType = params.get('response_type');
  if (responseType && responseType !== 'code') {
    problems.push(`response_type: '${responseType}' statt / instead of 'code'`);
  }
  let redirectUri: URL | null = null;
  const rawRedirect = params.get('redirect_uri');
  if (rawRedirect) {
    try {
      redirectUri = new URL(rawRedirect);
      // Only back into this app: the fake sign-on must not send codes elsewhere.
      if (redirectUri.origin !== origin) {
        problems.push(`redirect_uri: ${rawRedirect} liegt nicht auf / is not on ${origin}`);
      }
    } catch {
      problems.push(`redirect_uri: ${rawRedirect} ist keine Adresse / is not a URL`);
    }
  }
  if (problems.length > 0 || !redirectUri) return { ok: false, problems };
  return { ok: true, request: { redirectUri, state: params.get('state') } };
}

interface PersonaChoice {
  qNumber: string;
  name: string;
  label: string;
  purpose: string;
  registered: boolean;
}

function personaChoices(): PersonaChoice[] {
  const profiles = new Map(listCompanyProfiles().map((profile) => [profile.qNumber, profile]));
  const choices: PersonaChoice[] = [];
  for (const [key, persona] of Object.entries(PERSONAS)) {
    if (!persona.qNumber) continue;
    const profile = profiles.get(persona.qNumber);
    choices.push({
      qNumber: persona.qNumber,
      name: profile ? `${profile.givenName} ${profile.familyName}` : key,
      label: key,
      purpose: persona.purpose,
      registered: profile?.registered ?? true,
    });
  }
  choices.push({
    qNumber: NEW_COMPANY_PROFILE.qNumber,
    name: `${NEW_COMPANY_PROFILE.givenName} ${NEW_COMPANY_PROFILE.familyName}`,
    label: 'NEW_COMPANY_PROFILE',
    purpose: NEW_COMPANY_PROFILE.purpose,
    registered: profiles.get(NEW_COMPANY_PROFILE.qNumber)?.registered ?? false,
  });
  return choices;
}

/**
 * The fake company sign-on of mock mode (the authorization endpoint the /login button opens): pick a persona or
 * type a Q-number; the page issues a single-use authorization code and sends the browser back to
 * `${redirect_uri}?code=…` (with `state` when given), where the app exchanges it at POST /api/v1/login.
 */
export function MockSignOnPage() {
  const [read] = useState(() => readSignOnRequest(window.location.search, window.location.origin));
  const [choices] = useState(personaChoices);
  const [qNumber, setQNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const qNumberErrorId = useId();

  useEffect(() => {
    document.title = 'Konzern-Anmeldung (Test) / Company sign-on (test)';
  }, []);

  const signOn = async (number: string) => {
    if (!read.ok || busy) return;
    const trimmed = number.trim();
    if (!trimmed) {
      setError('Bitte geben Sie eine Q-Nummer ein. / Please enter a Q-number.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const code = await changeData(() => issueAuthorizationCode(trimmed));
      const target = new URL(read.request.redirectUri);
      target.searchParams.set('code', code);
      if (read.request.state !== null) target.searchParams.set('state', read.request.state);
      window.location.assign(target.toString());
    } catch (caught) {
      setBusy(false);
      setError(
        caught instanceof UnknownCompanyProfileError
          ? `Das Konzernverzeichnis kennt die Q-Nummer ${trimmed} nicht. / The company directory does not know the Q-number ${trimmed}.`
          : 'Die Anmeldung ist fehlgeschlagen. / The sign-on failed.',
      );
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void signOn(qNumber);
  };

  return (
    <div className="app-frame">
      <main className="screen__content stack">
        <h1>Konzern-Anmeldung (Test) / Company sign-on (test)</h1>
        <p className="hint">
          Diese Seite ersetzt im Testbetrieb die Anmeldung des Konzerns. / This page stands in for
          the company sign-on in mock mode.
        </p>
        {!read.ok ? (
          <section role="alert" className="stack" aria-labelledby="sign-on-invalid">
            <h2 id="sign-on-invalid">Ungültige Anfrage / Invalid request</h2>
            <ul>
              {read.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </section>
        ) : (
          <>
            <section className="stack" aria-labelledby="sign-on-personas">
              <h2 id="sign-on-personas">Persona wählen / Pick a persona</h2>
              <ul className="stack plain-list">
                {choices.map((choice) => (
                  <li key={choice.qNumber} className="stack stack--tight">
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={busy}
                      onClick={() => void signOn(choice.qNumber)}
                    >
                      {choice.name} · {choice.qNumber}
                    </button>
                    <span className="hint">
                      {choice.label}
                      {choice.registered
                        ? ''
                        : ' (nicht in WEN registriert / not registered in WEN)'}
                      : {choice.purpose}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="stack" aria-labelledby="sign-on-q-number">
              <h2 id="sign-on-q-number">Mit Q-Nummer anmelden / Sign on with a Q-number</h2>
              <form className="stack" noValidate onSubmit={submit}>
                <label className="field">
                  <span className="field__label">Q-Nummer / Q-number</span>
                  <input
                    name="qNumber"
                    autoComplete="username"
                    placeholder="Q123456"
                    value={qNumber}
                    disabled={busy}
                    onChange={(event) => setQNumber(event.target.value)}
                    aria-invalid={error !== null}
                    aria-describedby={error !== null ? qNumberErrorId : undefined}
                  />
                </label>
                <button type="submit" className="button" disabled={busy}>
                  Anmelden / Sign on
                </button>
              </form>
            </section>
          </>
        )}
        {error !== null && (
          <p id={qNumberErrorId} role="alert" className="field__error">
            {error}
          </p>
        )}
      </main>
    </div>
  );
}

registerMockPage({ path: '/mock-sign-on', load: () => Promise.resolve(MockSignOnPage) });
