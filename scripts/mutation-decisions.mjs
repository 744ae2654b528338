// @ts-check
/**
 * @typedef {'equivalent' | 'not worth it'} Decision
 * @typedef {{ file: string; code: string; mutator: string; replacement?: string; decision: Decision; why: string }} MutationDecision
 */

/**
 * The decisions of one file, one row each: [code, mutator, decision, why, a piece of the replacement?].
 * @param {string} file
 * @param {Array<[string, string, Decision, string] | [string, string, Decision, string, string]>} rows
 * @returns {MutationDecision[]}
 */
function decisionsOf(file, rows) {
  return rows.map(([code, mutator, decision, why, replacement]) => ({
    file,
    code,
    mutator,
    decision,
    why,
    ...(replacement === undefined ? {} : { replacement }),
  }));
}

/**
 * Mutants left alive on purpose (issue 23): every mutant the module tests do not kill is either killed by a new
 * test or named here with one line of why. scripts/mutation-summary.mjs puts the reason next to the mutant in
 * reports/mutation/summary.md and lists the mutants no test kills and no line here explains ("undecided").
 *
 * A decision names the file, the code of the mutant's line (its text without the indentation; where that text is
 * on more than one line of the file, the lines before it too, joined by \n, as many as make it unique), Stryker's
 * mutator and (when the line has several mutants of that mutator) a piece of the replacement. `equivalent`: no
 * input tells the mutant from the code; `not worth it`: a difference no user notices, or one only a test of an
 * implementation detail would pin. (No third kind for a mutant that makes its module throw while loading: the
 * load test, tests/unit/platform/mutated-modules-load.test.ts, kills it in every module's test set.)
 * The code, not the line number, anchors a decision: code that moves keeps its decisions, code that changes loses
 * them (its mutants show as undecided again, to be looked at anew), and a decision whose code is no longer in its
 * file fails tests/unit/platform/mutation-decisions.test.ts in the test loop.
 * @type {MutationDecision[]}
 */
export const MUTATION_DECISIONS = [
  // --- date rules and payload builder ---
  ...decisionsOf('src/features/posting-creation/create-posting.ts', [
    [
      "export const UNCONFIRMED_CREATE_STORAGE_KEY = 'wen.unconfirmedPosting';",
      'StringLiteral',
      'not worth it',
      'the storage key is the app’s own name; the tests use the exported constant, any name (even "") keeps the attempt over a reload',
    ],
    [
      "'session',",
      'StringLiteral',
      'equivalent',
      "storageOf() takes sessionStorage for every kind but 'local'",
    ],
    [
      'return isNoAnswer(error) || (status !== null && status >= 500);',
      'ConditionalExpression',
      'equivalent',
      'null >= 500 is false: the null check only says so',
      'true',
    ],
  ]),
  ...decisionsOf('src/features/posting-creation/date-rules.ts', [
    [
      'const DAY_KEY_PATTERN = /^\\d{4}-\\d{2}-\\d{2}$/;',
      'Regex',
      'equivalent',
      'three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would',
    ],
    [
      'const LOCAL_DATE_TIME_PATTERN = /^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$/;',
      'Regex',
      'equivalent',
      'three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would',
    ],
    [
      'if (!value || !DAY_KEY_PATTERN.test(value)) return null;',
      'LogicalOperator',
      'equivalent',
      'three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would',
    ],
    [
      'return isValid(date) && toDayKey(date) === value ? date : null;',
      'ConditionalExpression',
      'equivalent',
      'three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would',
    ],
    [
      'if (!value || !LOCAL_DATE_TIME_PATTERN.test(value)) return null;',
      'LogicalOperator',
      'equivalent',
      'three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would',
    ],
    [
      'return isValid(date) && toLocalDateTime(date) === value ? date : null;',
      'ConditionalExpression',
      'equivalent',
      'three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would',
    ],
    [
      'return start < today ? today : start;',
      'EqualityOperator',
      'equivalent',
      '< → <=: on equality both branches give the same value',
    ],
    [
      'return start !== null && end < start ? start : end;',
      'EqualityOperator',
      'equivalent',
      '< → <=: on equality both branches give the same value',
    ],
    [
      'return snapped.getTime() < now.getTime() ? earliestOneTime(now) : toLocalDateTime(snapped);',
      'EqualityOperator',
      'equivalent',
      '< → <=: on equality both branches give the same value',
    ],
    [
      'return start !== null && end < start ? start : end;',
      'ConditionalExpression',
      'equivalent',
      'a day key compared with null is never smaller',
      'true',
    ],
    [
      "const departure = departureIso === '' ? null : new Date(departureIso);",
      'ConditionalExpression',
      'equivalent',
      "new Date('') is an invalid date, which the next line rejects",
    ],
    [
      "const departure = departureIso === '' ? null : new Date(departureIso);",
      'StringLiteral',
      'equivalent',
      "new Date('') is an invalid date, which the next line rejects",
    ],
  ]),
  // --- posting draft ---
  ...decisionsOf('src/features/posting-creation/posting-draft-store.ts', [
    [
      "export const POSTING_DRAFT_STORAGE_KEY = 'wen.postingDraft';",
      'StringLiteral',
      'not worth it',
      'the storage key is the app’s own name; the tests use the exported constant, any name keeps the draft over a reload',
    ],
    [
      "kind: 'session',",
      'StringLiteral',
      'equivalent',
      "storageOf() takes sessionStorage for every kind but 'local'",
    ],
    [
      'if (postingDraft.periodEnd !== null) {',
      'ConditionalExpression',
      'equivalent',
      'clampPeriodEnd(null, start) is null again, so nothing changes',
      'true',
    ],
    [
      "return chosen !== null && chosen.getTime() < now.getTime() ? 'pastTime' : null;",
      'ConditionalExpression',
      'equivalent',
      'a value clampOneTime accepted always parses',
      'true',
    ],
    [
      'if (carried !== null) postingDraft.meetingTime = carried;',
      'ConditionalExpression',
      'equivalent',
      'the guard only skips writing the value the draft holds already (valtio ignores an equal value)',
      'true',
    ],
    [
      'if (period.start !== postingDraft.periodStart) postingDraft.periodStart = period.start;',
      'ConditionalExpression',
      'equivalent',
      'the guard only skips writing the value the draft holds already (valtio ignores an equal value)',
      'true',
    ],
    [
      'if (period.end !== postingDraft.periodEnd) postingDraft.periodEnd = period.end;',
      'ConditionalExpression',
      'equivalent',
      'the guard only skips writing the value the draft holds already (valtio ignores an equal value)',
      'true',
    ],
    [
      'if (meetingTime !== postingDraft.meetingTime) postingDraft.meetingTime = meetingTime;',
      'ConditionalExpression',
      'equivalent',
      'the guard only skips writing the value the draft holds already (valtio ignores an equal value)',
      'true',
    ],
  ]),
  ...decisionsOf('src/features/posting-creation/posting-draft.ts', [
    [
      'if (!origin || !destination || !email || recurrence === null) return null;',
      'ConditionalExpression',
      'equivalent',
      'unreachable: recurrence === null is also caught by isThirdStepComplete (false for no step)',
    ],
    [
      'if (!meeting) return null;',
      'ConditionalExpression',
      'equivalent',
      'unreachable: isThirdStepComplete already required a readable meeting time',
    ],
    [
      "const start = startOfDayKey(draft.periodStart ?? '');",
      'StringLiteral',
      'equivalent',
      'unreachable: isThirdStepComplete already required both period days and the departure time',
    ],
    [
      'if (!start || !end || clock === null || draft.periodStart === null) return null;',
      'ConditionalExpression',
      'equivalent',
      'unreachable: isThirdStepComplete already required both period days and the departure time',
    ],
    [
      'if (!start || !end || clock === null || draft.periodStart === null) return null;',
      'LogicalOperator',
      'equivalent',
      'unreachable: isThirdStepComplete already required both period days and the departure time',
    ],
  ]),
  // --- route guards ---
  ...decisionsOf('src/app/guards.tsx', [
    [
      "case 'open':",
      'StringLiteral',
      'equivalent',
      'an open route then matches no case: undefined, which renders the screen as null does',
    ],
    [
      "return { to: status === 'authenticated' ? ROUTES.home : ROUTES.login, replace: true };",
      'ConditionalExpression',
      'not worth it',
      'the other target sends on to the same end (/login is public-only → / for a signed-in user, / is protected → /login for a visitor): one hop more, the same screen',
    ],
    [
      "return { to: status === 'authenticated' ? ROUTES.home : ROUTES.login, replace: true };",
      'EqualityOperator',
      'not worth it',
      'the other target sends on to the same end (/login is public-only → / for a signed-in user, / is protected → /login for a visitor): one hop more, the same screen',
    ],
    [
      "return { to: status === 'authenticated' ? ROUTES.home : ROUTES.login, replace: true };",
      'StringLiteral',
      'not worth it',
      'the other target sends on to the same end (/login is public-only → / for a signed-in user, / is protected → /login for a visitor): one hop more, the same screen',
    ],
    [
      "const { t } = useTranslation('common');",
      'StringLiteral',
      'equivalent',
      "'common' is the default i18n namespace",
    ],
    [
      "useEffect(() => markPerformanceOnce('wen:first-screen'), []);",
      'ArrayDeclaration',
      'equivalent',
      'a constant dependency runs the effect once, as [] does (and the mark is set once anyway)',
    ],
  ]),
  // --- start-up sign-in order ---
  ...decisionsOf('src/domain/session/account-handover.ts', [
    [
      "? { kind: 'stored-refused', token }",
      'StringLiteral',
      'equivalent',
      'a handover of no known kind goes the stored-refused way: the link token is stored and validated below',
    ],
  ]),
  ...decisionsOf('src/domain/session/session-start-up.ts', [
    [
      "const offline = typeof navigator !== 'undefined' && navigator.onLine === false;",
      'ConditionalExpression',
      'equivalent',
      'a browser (and jsdom) always has a navigator',
    ],
    [
      "const offline = typeof navigator !== 'undefined' && navigator.onLine === false;",
      'StringLiteral',
      'equivalent',
      "typeof navigator is never '': the check is always true, as in a browser",
    ],
    [
      "'',",
      'StringLiteral',
      'equivalent',
      'browsers ignore the title argument of history.replaceState',
    ],
    [
      "if (!retrying) session.status = 'unknown';",
      'ConditionalExpression',
      'equivalent',
      "a start-up that is not a retry runs once, at app start, while the status is still its initial 'unknown'",
    ],
    [
      '() => null,',
      'ArrowFunction',
      'equivalent',
      'a kept-user module that fails to load gives no frame: undefined and null both mean none',
    ],
    [
      "if (session.status !== 'switch-account' || !pending) return;",
      'ConditionalExpression',
      'equivalent',
      'the question (accountSwitch) exists only with the switch-account status: setAnonymous and the answer clear both',
    ],
    [
      'if (previousToken) await runMutation(logoutMutation(), previousToken).catch(() => undefined);',
      'ConditionalExpression',
      'not worth it',
      'only when another tab logged out while the question was open: the mutant then sends a logout without a token, which fails silently',
    ],
  ]),
  // --- offers order and stale answers ---
  ...decisionsOf('src/domain/trip-request/mobility-request-store.ts', [
    [
      "if (dateValue === '' || !isValid(day)) return '';",
      'ConditionalExpression',
      'equivalent',
      "'' never parses as a date: the isValid check rejects it too",
    ],
    [
      "if (dateValue === '' || !isValid(day)) return '';",
      'StringLiteral',
      'equivalent',
      'an unparseable text is rejected by the isValid check either way',
    ],
    [
      "kind: 'session',",
      'StringLiteral',
      'equivalent',
      "storageOf() takes sessionStorage for every kind but 'local'",
    ],
    [
      '.sort((a, b) => a.sum - b.sum || a.index - b.index)',
      'ArithmeticOperator',
      'not worth it',
      'the tie-break restates a stable sort (ES2019); V8 keeps equal sums in the server’s order with a + too',
    ],
    [
      'if (status === lastSessionStatus && !otherUser) return;',
      'ConditionalExpression',
      'equivalent',
      'on an unchanged status and the same user the rest sets the same status again and resets nothing',
    ],
  ]),
  // --- terms gating ---
  ...decisionsOf('src/features/terms/terms-screen.tsx', [
    [
      'if (user?.acceptedTerms) return <Redirect to={ROUTES.home} replace />;',
      'OptionalChaining',
      'equivalent',
      'unreachable without a user: the guards send a session whose user is not known to /login before the screen renders',
    ],
  ]),
  // --- booking actions and list order ---
  ...decisionsOf('src/features/bookings/booking-actions.ts', [
    [
      '(mutation.state.variables as BookingActionVariables | undefined)?.bookingId === bookingId,',
      'OptionalChaining',
      'equivalent',
      'isMutating counts pending mutations only, and a pending mutation always has its variables',
    ],
    [
      "const key = ids.join('\\n');",
      'StringLiteral',
      'not worth it',
      'the memo key only tells when the ids change; without a separator two lists collide only if ids glue into each other (["ab","c"], ["a","bc"]), which booking ids do not',
    ],
  ]),
  // --- place search rules ---
  ...decisionsOf('src/features/location-picker/place-search.ts', [
    [
      '.sort((a, b) => a.distance - b.distance || a.index - b.index)',
      'ArithmeticOperator',
      'not worth it',
      'the tie-break restates a stable sort (ES2019); V8 keeps equal distances in order with a + too',
    ],
    [
      'return transcribed === stripped ? [stripped] : [transcribed, stripped];',
      'ConditionalExpression',
      'equivalent',
      'the second, identical spelling is dropped by the Set of words',
    ],
    [
      ".replace(/[^a-z0-9]+/g, ' ')",
      'Regex',
      'equivalent',
      'a run of separators split one by one gives empty words, which the filter drops',
    ],
    [
      "const text = [place.name, place.address, place.building].filter(Boolean).join(' ');",
      'MethodExpression',
      'equivalent',
      'join() writes a missing address or building as an empty string, not "undefined"',
    ],
    [
      'return term',
      'MethodExpression',
      'equivalent',
      'an empty raw word from leading or trailing spaces gives no word group',
    ],
    [
      '.split(/\\s+/)',
      'Regex',
      'equivalent',
      'an empty raw word between spaces gives no word group',
    ],
    [
      'const parts = variants[0] ?? [];',
      'ArrayDeclaration',
      'equivalent',
      'spellings() always returns at least one spelling',
    ],
    [
      'variants.map((variant) => variant[index]).filter((word): word is string => !!word),',
      'MethodExpression',
      'equivalent',
      'both spellings of a word split into the same number of words (ä→ae/a, ß→ss in both)',
    ],
    [
      'return termWord.length >= 3 && /^[a-z]+$/.test(termWord) && placeWord.includes(termWord);',
      'Regex',
      'equivalent',
      'after splitWords a term word is all letters or all digits, anchored or not',
    ],
    [
      "const normalName = (name: string) => spellings(name.trim())[0] ?? '';",
      'StringLiteral',
      'equivalent',
      'spellings() always returns at least one spelling',
    ],
    [
      'return normalName(a.name) === normalName(b.name) && distanceInMetres(a, b) <= SAME_SPOT_M;',
      'EqualityOperator',
      'not worth it',
      'exactly 50 m apart is the edge of a heuristic, not a rule of the spec',
    ],
    [
      'const better = KIND_USEFULNESS[duplicate.iconType] > KIND_USEFULNESS[kept.iconType];',
      'EqualityOperator',
      'equivalent',
      'on equal usefulness both kinds are the same kind',
    ],
  ]),
];

/** The trimmed lines of a source text, as decisions quote them. */
const codeLines = (/** @type {string} */ source) => source.split('\n').map((line) => line.trim());

/** Whether a decision's code ends at this line (1-based) of the source's trimmed lines. */
function codeEndsAt(
  /** @type {string[]} */ lines,
  /** @type {string} */ code,
  /** @type {number} */ line,
) {
  const quoted = code.split('\n');
  const first = line - quoted.length;
  return first >= 0 && quoted.every((text, index) => lines[first + index] === text);
}

/** The lines (1-based) where a decision's code ends in a source text: one, for a decision that still applies. */
export function linesOfCode(/** @type {string} */ source, /** @type {string} */ code) {
  const lines = codeLines(source);
  return lines.flatMap((_, index) => (codeEndsAt(lines, code, index + 1) ? [index + 1] : []));
}

/** The decision that explains a mutant left alive, if any: the source is the mutated file's, as Stryker read it. */
export function decisionFor(
  /** @type {string} */ file,
  /** @type {{ location: { start: { line: number } }; mutatorName: string; replacement?: string }} */ mutant,
  /** @type {string} */ source,
) {
  const lines = codeLines(source);
  return MUTATION_DECISIONS.find(
    (decision) =>
      decision.file === file &&
      decision.mutator === mutant.mutatorName &&
      codeEndsAt(lines, decision.code, mutant.location.start.line) &&
      (decision.replacement === undefined ||
        (mutant.replacement ?? '').includes(decision.replacement)),
  );
}
