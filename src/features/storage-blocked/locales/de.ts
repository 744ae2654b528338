/** The screen shown instead of the app when the browser blocks cookies and site data (storage-blocked-screen.tsx). */
export const de = {
  title: 'Speichern nicht erlaubt',
  text: 'Ihr Browser erlaubt dieser Seite keine Cookies und Websitedaten. WEN braucht sie, um Sie angemeldet zu halten.',
  hint: 'Erlauben Sie Cookies und Websitedaten für diese Seite in den Einstellungen Ihres Browsers und laden Sie die Seite dann neu.',
  reload: 'Neu laden',
};
