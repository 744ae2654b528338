/** Offers text as a file download (the dev panel's database and HAR exports, a posting's calendar file). */
export function saveTextFile(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the blob right away; revoke after the click has been handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** A file name with the time, e.g. wen-mock-db-2026-11-21T10-15-00.json. */
export function timestampedName(prefix: string, extension: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.${extension}`;
}
