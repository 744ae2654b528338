import { useEffect, useState } from 'react';
import { followConfirmationLink, listSentMails } from '../db/mailbox-repository';
import { changeData, readData } from '../db/tab-data';
import type { SentMailRecord } from '../db/schemas';
import { registerMockPage } from './mock-page-registry';

const berlinDateTime = (iso: string) =>
  new Date(iso).toLocaleString('de-DE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

type Loaded =
  { state: 'loading' } | { state: 'ready'; mails: SentMailRecord[] } | { state: 'failed' };

/**
 * The simulated mailbox of mock mode: every confirmation mail the fake backend "sent" after an e-mail
 * registration, each with its confirmation link (which activates the account, confirmRegistration).
 */
export function MockMailboxPage() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Testpostfach / Test mailbox';
    readData(listSentMails).then(
      (mails) => setLoaded({ state: 'ready', mails }),
      () => setLoaded({ state: 'failed' }),
    );
  }, []);

  const confirm = async (mail: SentMailRecord) => {
    setBusyId(mail.id);
    setProblem(null);
    try {
      const followed = await changeData(() => followConfirmationLink(mail.id));
      setLoaded((current) =>
        current.state === 'ready'
          ? {
              state: 'ready',
              mails: current.mails.map((each) => (each.id === followed.id ? followed : each)),
            }
          : current,
      );
    } catch (error) {
      setProblem(
        `Bestätigung nicht möglich / Confirmation not possible: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="app-frame">
      <main className="screen__content stack">
        <h1>Testpostfach / Test mailbox</h1>
        <p className="hint">
          Die Mails, die das Test-Backend „gesendet“ hat. / The mails the mock backend has “sent”.
        </p>
        <p>
          <a href="/login/email" className="text-link">
            Zur Anmeldung / To the login
          </a>
        </p>
        {problem !== null && (
          <p role="alert" className="field__error">
            {problem}
          </p>
        )}
        {loaded.state === 'loading' && <p role="status">Wird geladen … / Loading …</p>}
        {loaded.state === 'failed' && (
          <p role="alert">Das Postfach ist nicht lesbar. / The mailbox cannot be read.</p>
        )}
        {loaded.state === 'ready' && loaded.mails.length === 0 && (
          <p>Noch keine Mails. / No mails yet.</p>
        )}
        {loaded.state === 'ready' && loaded.mails.length > 0 && (
          <ul className="stack plain-list" aria-label="Mails">
            {loaded.mails.map((mail) => (
              <li key={mail.id}>
                <article className="stack stack--tight choice" aria-labelledby={`mail-${mail.id}`}>
                  <h2 id={`mail-${mail.id}`} style={{ fontSize: '1rem' }}>
                    {mail.subject}
                  </h2>
                  <p className="hint">
                    An / To: <strong className="mail-address">{mail.to}</strong> ·{' '}
                    {berlinDateTime(mail.sentAt)}
                  </p>
                  <p>
                    Bitte bestätigen Sie Ihre Registrierung. Der Link ist bis{' '}
                    {berlinDateTime(mail.validUntil)} gültig. / Please confirm your registration.
                    The link is valid until {berlinDateTime(mail.validUntil)}.
                  </p>
                  {mail.confirmedAt === null ? (
                    <button
                      type="button"
                      className="button"
                      disabled={busyId !== null}
                      onClick={() => void confirm(mail)}
                    >
                      Registrierung bestätigen / Confirm registration
                    </button>
                  ) : (
                    <p role="status">
                      Bestätigt am / Confirmed on {berlinDateTime(mail.confirmedAt)}. Sie können
                      sich jetzt anmelden. / You can log in now.
                    </p>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}

registerMockPage({ path: '/mock-mailbox', load: () => Promise.resolve(MockMailboxPage) });
