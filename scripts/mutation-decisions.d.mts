/** Types of scripts/mutation-decisions.mjs (plain JavaScript run by Node) for the TypeScript code that reads it. */
export interface MutationDecision {
  file: string;
  line: number;
  mutator: string;
  replacement?: string;
  decision: 'equivalent' | 'not worth it' | 'false survivor';
  why: string;
}

export declare const MUTATION_DECISIONS: MutationDecision[];

export declare function decisionFor(
  file: string,
  mutant: { location: { start: { line: number } }; mutatorName: string; replacement?: string },
): MutationDecision | undefined;
