// @ts-check
/**
 * The decisions of one file, one row each: [line, mutator, decision, why].
 * @param {string} file
 * @param {Array<[number, string, 'equivalent' | 'not worth it' | 'false survivor', string]>} rows
 */
function decisionsOf(file, rows) {
  return rows.map(([line, mutator, decision, why]) => ({ file, line, mutator, decision, why }));
}

/**
 * Mutants left alive on purpose (issue 23): every mutant the module tests do not kill is either killed by a new
 * test or named here with one line of why. scripts/mutation-summary.mjs puts the reason next to the mutant in
 * reports/mutation/summary.md and lists the mutants no test kills and no line here explains ("undecided").
 *
 * A decision names the file, the line, Stryker's mutator and (when the line has several mutants of that mutator)
 * a piece of the replacement; `equivalent`: no input tells the mutant from the code; `not worth it`: a difference
 * no user notices, or one only a test of an implementation detail would pin; `false survivor`: a test does fail
 * with the mutant, but Stryker cannot see it. Lines are those of the mutated file: when the code moves, a decision no
 * longer matches and its mutant shows as undecided again, to be looked at anew.
 * @type {Array<{ file: string; line: number; mutator: string; replacement?: string; decision: 'equivalent' | 'not worth it' | 'false survivor'; why: string }>}
 */
export const MUTATION_DECISIONS = [
  // --- date rules and payload builder ---
  {
    file: 'src/features/posting-creation/create-posting.ts',
    line: 21,
    mutator: 'StringLiteral',
    decision: 'not worth it',
    why: 'the storage key is the app’s own name; the tests use the exported constant, any name (even "") keeps the attempt over a reload',
  },
  {
    file: 'src/features/posting-creation/create-posting.ts',
    line: 40,
    mutator: 'StringLiteral',
    decision: 'equivalent',
    why: "storageOf() takes sessionStorage for every kind but 'local'",
  },
  {
    file: 'src/features/posting-creation/create-posting.ts',
    line: 61,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    decision: 'equivalent',
    why: 'null >= 500 is false: the null check only says so',
  },
  ...[
    [22, 'Regex'],
    [23, 'Regex'],
    [35, 'LogicalOperator'],
    [37, 'ConditionalExpression'],
    [42, 'LogicalOperator'],
    [44, 'ConditionalExpression'],
  ].map(([line, mutator]) => ({
    file: 'src/features/posting-creation/date-rules.ts',
    line: /** @type {number} */ (line),
    mutator: /** @type {string} */ (mutator),
    decision: /** @type {const} */ ('equivalent'),
    why: 'three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would',
  })),
  ...[66, 71, 94].map((line) => ({
    file: 'src/features/posting-creation/date-rules.ts',
    line,
    mutator: 'EqualityOperator',
    decision: /** @type {const} */ ('equivalent'),
    why: '< → <=: on equality both branches give the same value',
  })),
  {
    file: 'src/features/posting-creation/date-rules.ts',
    line: 71,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    decision: 'equivalent',
    why: 'a day key compared with null is never smaller',
  },
  ...['ConditionalExpression', 'StringLiteral'].map((mutator) => ({
    file: 'src/features/posting-creation/date-rules.ts',
    line: 102,
    mutator,
    decision: /** @type {const} */ ('equivalent'),
    why: "new Date('') is an invalid date, which the next line rejects",
  })),
  // --- posting draft ---
  {
    file: 'src/features/posting-creation/posting-draft-store.ts',
    line: 28,
    mutator: 'StringLiteral',
    decision: 'not worth it',
    why: 'the storage key is the app’s own name; the tests use the exported constant, any name keeps the draft over a reload',
  },
  {
    file: 'src/features/posting-creation/posting-draft-store.ts',
    line: 31,
    mutator: 'StringLiteral',
    decision: 'equivalent',
    why: "storageOf() takes sessionStorage for every kind but 'local'",
  },
  {
    file: 'src/features/posting-creation/posting-draft-store.ts',
    line: 30,
    mutator: 'ObjectLiteral',
    decision: 'false survivor',
    why: 'persistedStore({}) throws on import; the vitest runner counts a test file that cannot load as no tests, so no test fails (it would fail every test of the store)',
  },
  {
    file: 'src/features/posting-creation/posting-draft-store.ts',
    line: 80,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    decision: 'equivalent',
    why: 'clampPeriodEnd(null, start) is null again, so nothing changes',
  },
  {
    file: 'src/features/posting-creation/posting-draft-store.ts',
    line: 107,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    decision: 'equivalent',
    why: 'a value clampOneTime accepted always parses',
  },
  ...[
    [
      136,
      'ConditionalExpression',
      'recurrence === null is also caught by isThirdStepComplete (false for no step)',
    ],
    [143, 'ConditionalExpression', 'isThirdStepComplete already required a readable meeting time'],
    [147, 'StringLiteral', 'isThirdStepComplete already required both period days'],
    [149, 'ConditionalExpression', 'isThirdStepComplete already required both period days'],
    [149, 'LogicalOperator', 'isThirdStepComplete already required both period days'],
  ].map(([line, mutator, why]) => ({
    file: 'src/features/posting-creation/posting-draft.ts',
    line: /** @type {number} */ (line),
    mutator: /** @type {string} */ (mutator),
    decision: /** @type {const} */ ('equivalent'),
    why: `unreachable: ${why}`,
  })),
  ...[120, 133, 134, 136].map((line) => ({
    file: 'src/features/posting-creation/posting-draft-store.ts',
    line,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    decision: /** @type {const} */ ('equivalent'),
    why: 'the guard only skips writing the value the draft holds already (valtio ignores an equal value)',
  })),
  // --- route guards ---
  {
    file: 'src/app/guards.tsx',
    line: 37,
    mutator: 'StringLiteral',
    decision: 'equivalent',
    why: 'an open route then matches no case: undefined, which renders the screen as null does',
  },
  ...['ConditionalExpression', 'EqualityOperator', 'StringLiteral'].map((mutator) => ({
    file: 'src/app/guards.tsx',
    line: 43,
    mutator,
    decision: /** @type {const} */ ('not worth it'),
    why: 'the other target sends on to the same end (/login is public-only → / for a signed-in user, / is protected → /login for a visitor): one hop more, the same screen',
  })),
  {
    file: 'src/app/guards.tsx',
    line: 76,
    mutator: 'StringLiteral',
    decision: 'equivalent',
    why: "'common' is the default i18n namespace",
  },
  {
    file: 'src/app/guards.tsx',
    line: 101,
    mutator: 'ArrayDeclaration',
    decision: 'equivalent',
    why: 'a constant dependency runs the effect once, as [] does (and the mark is set once anyway)',
  },
  // --- start-up sign-in order ---
  ...decisionsOf('src/domain/session/session-start-up.ts', [
    [23, 'ConditionalExpression', 'equivalent', 'a browser (and jsdom) always has a navigator'],
    [
      23,
      'StringLiteral',
      'equivalent',
      "typeof navigator is never '': the check is always true, as in a browser",
    ],
    [
      44,
      'StringLiteral',
      'equivalent',
      'browsers ignore the title argument of history.replaceState',
    ],
    [
      102,
      'ConditionalExpression',
      'equivalent',
      "a start-up that is not a retry runs once, at app start, while the status is still its initial 'unknown'",
    ],
    [
      62,
      'ArrowFunction',
      'equivalent',
      'a kept-user module that fails to load gives no frame: undefined and null both mean none',
    ],
    [
      275,
      'StringLiteral',
      'equivalent',
      'a handover of no known kind goes the stored-refused way: the link token is stored and validated below',
    ],
    [
      300,
      'ConditionalExpression',
      'equivalent',
      'the question (accountSwitch) exists only with the switch-account status: setAnonymous and the answer clear both',
    ],
    [
      315,
      'ConditionalExpression',
      'not worth it',
      'only when another tab logged out while the question was open: the mutant then sends a logout without a token, which fails silently',
    ],
  ]),
  // --- offers order and stale answers ---
  ...decisionsOf('src/domain/trip-request/mobility-request-store.ts', [
    [
      63,
      'ConditionalExpression',
      'equivalent',
      "'' never parses as a date: the isValid check rejects it too",
    ],
    [
      63,
      'StringLiteral',
      'equivalent',
      'an unparseable text is rejected by the isValid check either way',
    ],
    [
      95,
      'ArrowFunction',
      'equivalent',
      'restore turns an unreadable departure into now anyway (departureNotBeforeToday of an invalid date)',
    ],
    [
      101,
      'StringLiteral',
      'equivalent',
      "storageOf() takes sessionStorage for every kind but 'local'",
    ],
    [
      100,
      'ObjectLiteral',
      'false survivor',
      'persistedStore({}) throws on import; the vitest runner counts a test file that cannot load as no tests',
    ],
    [
      244,
      'OptionalChaining',
      'false survivor',
      'without a signed-in user at import, currentUser().id throws on import; the vitest runner counts a file that cannot load as no tests',
    ],
    [
      186,
      'ArithmeticOperator',
      'not worth it',
      'the tie-break restates a stable sort (ES2019); V8 keeps equal sums in the server’s order with a + too',
    ],
    [
      250,
      'ConditionalExpression',
      'equivalent',
      'on an unchanged status and the same user the rest sets the same status again and resets nothing',
    ],
  ]),
  // --- terms gating ---
  {
    file: 'src/features/terms/terms-screen.tsx',
    line: 24,
    mutator: 'OptionalChaining',
    decision: 'equivalent',
    why: 'unreachable without a user: the guards send a session whose user is not known to /login before the screen renders',
  },
  // --- booking actions and list order ---
  {
    file: 'src/features/bookings/booking-actions.ts',
    line: 91,
    mutator: 'OptionalChaining',
    decision: 'equivalent',
    why: 'isMutating counts pending mutations only, and a pending mutation always has its variables',
  },
  {
    file: 'src/features/bookings/booking-actions.ts',
    line: 131,
    mutator: 'StringLiteral',
    decision: 'not worth it',
    why: 'the memo key only tells when the ids change; without a separator two lists collide only if ids glue into each other (["ab","c"], ["a","bc"]), which booking ids do not',
  },
  // --- place search rules ---
  ...decisionsOf('src/features/location-picker/place-search.ts', [
    [
      24,
      'ArithmeticOperator',
      'not worth it',
      'the tie-break restates a stable sort (ES2019); V8 keeps equal distances in order with a + too',
    ],
    [
      38,
      'ConditionalExpression',
      'equivalent',
      'the second, identical spelling is dropped by the Set of words',
    ],
    [
      48,
      'Regex',
      'equivalent',
      'a run of separators split one by one gives empty words, which the filter drops',
    ],
    [
      56,
      'MethodExpression',
      'equivalent',
      'join() writes a missing address or building as an empty string, not "undefined"',
    ],
    [
      62,
      'MethodExpression',
      'equivalent',
      'an empty raw word from leading or trailing spaces gives no word group',
    ],
    [64, 'Regex', 'equivalent', 'an empty raw word between spaces gives no word group'],
    [67, 'ArrayDeclaration', 'equivalent', 'spellings() always returns at least one spelling'],
    [
      70,
      'MethodExpression',
      'equivalent',
      'both spellings of a word split into the same number of words (ä→ae/a, ß→ss in both)',
    ],
    [
      79,
      'Regex',
      'equivalent',
      'after splitWords a term word is all letters or all digits, anchored or not',
    ],
    [
      110,
      'StringLiteral',
      'not worth it',
      'the collator locale and sensitivity order only names equal but for case or accents',
    ],
    [129, 'StringLiteral', 'equivalent', 'spellings() always returns at least one spelling'],
    [
      133,
      'EqualityOperator',
      'not worth it',
      'exactly 50 m apart is the edge of a heuristic, not a rule of the spec',
    ],
    [147, 'EqualityOperator', 'equivalent', 'on equal usefulness both kinds are the same kind'],
  ]),
];

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
