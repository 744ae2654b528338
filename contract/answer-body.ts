/**
 * An answer body as sent: parsed JSON, undefined when empty, else its text (whatever its content type says). The
 * first step of reading any answer, for the app's client and for `npm run contract:check` alike; a module of its
 * own, so the client's first chunk carries it without the readers (contract/answer-readers.ts).
 */
export async function readAnswerBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
