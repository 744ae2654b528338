// @ts-check
/**
 * Mutants left alive on purpose (issue 23): every mutant the module tests do not kill is either killed by a new
 * test or named here with one line of why. scripts/mutation-summary.mjs puts the reason next to the mutant in
 * reports/mutation/summary.md and lists the mutants no test kills and no line here explains ("undecided").
 *
 * A decision names the file, the line, Stryker's mutator and (when the line has several mutants of that mutator)
 * a piece of the replacement; `equivalent`: no input tells the mutant from the code; `not worth it`: a difference
 * no user notices, or one only a test of an implementation detail would pin.
 * @type {Array<{ file: string; line: number; mutator: string; replacement?: string; decision: 'equivalent' | 'not worth it'; why: string }>}
 */
export const MUTATION_DECISIONS = [];

/** The decision that explains a mutant left alive, if any. */
export function decisionFor(
  /** @type {string} */ file,
  /** @type {{ location: { start: { line: number } }; mutatorName: string; replacement?: string }} */ mutant,
) {
  return MUTATION_DECISIONS.find(
    (decision) =>
      decision.file === file &&
      decision.line === mutant.location.start.line &&
      decision.mutator === mutant.mutatorName &&
      (decision.replacement === undefined ||
        (mutant.replacement ?? '').includes(decision.replacement)),
  );
}
