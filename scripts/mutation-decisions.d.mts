/** Types of scripts/mutation-decisions.mjs (plain JavaScript run by Node) for the TypeScript code that reads it. */
export interface MutationDecision {
  file: string;
  /** The mutant's line without its indentation (and the lines before it, joined by \n, where that is not unique). */
  code: string;
  mutator: string;
  replacement?: string;
  decision: 'equivalent' | 'not worth it';
  why: string;
}

export declare const MUTATION_DECISIONS: MutationDecision[];

/** The lines (1-based) where a decision's code ends in a source text. */
export declare function linesOfCode(source: string, code: string): number[];

export declare function decisionFor(
  file: string,
  mutant: { location: { start: { line: number } }; mutatorName: string; replacement?: string },
  source: string,
): MutationDecision | undefined;
