/** The notice of a sign-in kept for this tab only (src/features/tab-only-sign-in/tab-only-notice.tsx). */
export const de = {
  notice:
    'Ihre Anmeldung konnte auf diesem Gerät nicht gespeichert werden: Der Browser-Speicher für WEN ist voll. Sie bleiben nur in diesem Tab angemeldet; nach dem Schließen müssen Sie sich neu anmelden. Geben Sie Browser-Speicher (Websitedaten) frei, um angemeldet zu bleiben.',
};
