import type { Scenario } from './scenario-types';

/**
 * The real-world answers: the fake answers as a real backend may within the spec (mocks/answer-shapes.ts). The
 * first varies every "not shown" answer route by route; the other three give all of them one shape each, so a test
 * can walk every journey under every shape.
 */
const REAL_WORLD_DESCRIPTION = {
  de: 'Unbekannte Felder in jedem Objekt, fehlende null-Felder, das Token als „accessToken“, Nummern als Zahlen und eine Fahrt in einem Status außerhalb der Spezifikation (die App blendet sie aus).',
  en: 'Unknown fields in every object, null fields left out, the token as "accessToken", numbers as numbers, and a posting in a state outside the spec (the app leaves it out).',
} as const;

export const REAL_WORLD_SCENARIOS = [
  {
    id: 'real-world-answers',
    title: { de: 'Antworten wie im echten Betrieb', en: 'Real-world answers' },
    description: {
      de: `Jede Antwort, die die Spezifikation nicht zeigt, kommt je Endpunkt in anderer Form (200 mit JSON, 200 leer, 204, Text). ${REAL_WORLD_DESCRIPTION.de}`,
      en: `Every answer the spec does not show comes in another shape per endpoint (200 with JSON, 200 empty, 204, text). ${REAL_WORLD_DESCRIPTION.en}`,
    },
    persona: 'demo',
    answers: { kind: 'real-world', notShown: 'mixed' },
  },
  {
    id: 'real-world-answers-json',
    title: { de: 'Echter Betrieb: 200 mit JSON', en: 'Real-world answers: 200 with JSON' },
    description: {
      de: `Jede Antwort, die die Spezifikation nicht zeigt, ist 200 mit {"status":"OK"}. ${REAL_WORLD_DESCRIPTION.de}`,
      en: `Every answer the spec does not show is 200 with {"status":"OK"}. ${REAL_WORLD_DESCRIPTION.en}`,
    },
    persona: 'demo',
    answers: { kind: 'real-world', notShown: 'json' },
  },
  {
    id: 'real-world-answers-empty',
    title: { de: 'Echter Betrieb: 200 leer', en: 'Real-world answers: 200 empty' },
    description: {
      de: `Jede Antwort, die die Spezifikation nicht zeigt, ist 200 ohne Inhalt (als JSON ausgezeichnet). ${REAL_WORLD_DESCRIPTION.de}`,
      en: `Every answer the spec does not show is 200 with an empty body (labelled JSON). ${REAL_WORLD_DESCRIPTION.en}`,
    },
    persona: 'demo',
    answers: { kind: 'real-world', notShown: 'empty' },
  },
  {
    id: 'real-world-answers-204',
    title: { de: 'Echter Betrieb: 204', en: 'Real-world answers: 204' },
    description: {
      de: `Jede Antwort, die die Spezifikation nicht zeigt, ist 204 ohne Inhalt. ${REAL_WORLD_DESCRIPTION.de}`,
      en: `Every answer the spec does not show is 204 with no body. ${REAL_WORLD_DESCRIPTION.en}`,
    },
    persona: 'demo',
    answers: { kind: 'real-world', notShown: 'no-content' },
  },
] as const satisfies readonly Scenario[];
