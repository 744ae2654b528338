// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginModel } from '../../models/login-model';
import {
  modelCoverage,
  requirementMarkdown,
  requirementsOf,
  requirementTable,
} from '../../models/model-coverage';
import { modelGraph, specRulesOf } from '../../models/model-graph';
import { MODELS, vitestPaths } from '../../models/models';
import { SPEC_RULES, specRuleIds } from '../../models/spec-rules';

/** Every path the vitest runner plans for a model, as its events. */
const vitestEvents = (model: (typeof MODELS)[number]) =>
  vitestPaths(model).map((path) => path.events);

describe('spec rules on the models (issue 23)', () => {
  it.each(MODELS.map((model) => [model.id, model] as const))(
    'every transition of the %s model names the spec rules it checks',
    (_id, model) => {
      const rules = specRulesOf(model);
      const unnamed = modelGraph(model).transitions.filter(
        (transition) => (rules.get(transition) ?? []).length === 0,
      );
      expect(unnamed).toEqual([]);
      for (const named of rules.values()) {
        for (const rule of named) expect(SPEC_RULES).toHaveProperty([rule]);
      }
    },
  );

  it('a path is listed under exactly the rules of the transitions it takes', () => {
    const emptyThenValid = ['OPEN_LOGIN', 'CHOOSE_EMAIL_LOGIN', 'SUBMIT_EMPTY', 'SUBMIT_VALID'];
    const checked = requirementsOf(loginModel, [emptyThenValid]);
    expect(Object.keys(checked).sort()).toEqual(
      [
        '2.login-routes',
        '4.login',
        '4.startup.unauthenticated',
        '5.login-empty',
        '8.login.empty',
      ].sort(),
    );
    expect(checked['5.login-empty']).toEqual([emptyThenValid.join(' → ')]);
    expect(checked['8.login.401']).toBeUndefined();
  });

  it('the table lists every rule of sections 4, 5 and 8 once, checked or not, and others only when checked', () => {
    const coverage = modelCoverage(loginModel, 1, [['OPEN_LOGIN', 'CHOOSE_EMAIL_LOGIN']]);
    const { rows, unchecked } = requirementTable([coverage]);
    const listed = specRuleIds.filter((rule) => /^[458]\./.test(rule));
    expect(rows.filter((row) => /^[458]$/.test(row.section)).map((row) => row.rule)).toEqual(
      listed,
    );
    expect(rows.find((row) => row.rule === '2.login-routes')?.paths).toEqual({ login: 1 });
    expect(rows.some((row) => row.rule === '2.creation-flow')).toBe(false);
    expect(unchecked).toContain('8.login.401');
    expect(unchecked).not.toContain('4.startup.unauthenticated');
    const markdown = requirementMarkdown('vitest', [coverage]);
    expect(markdown).toContain('| 4.startup.unauthenticated |');
    expect(markdown).toContain('| 8.login.401 |');
    expect(markdown).toMatch(/\| 8\.login\.401 \| .* \| \*\*none\*\* \| - \|/);
  });

  it('the paths the vitest runner plans check these rules (a rule lost from a model fails here)', () => {
    const coverages = MODELS.map((model) => modelCoverage(model, 0, vitestEvents(model)));
    const { rows, unchecked } = requirementTable(coverages);
    const checked = rows.filter((row) => row.example).map((row) => row.rule);
    expect(checked).toEqual([
      '2.route-guards',
      '2.login-routes',
      '2.creation-flow',
      '2.offers-overview',
      '4.status-line',
      '4.actions.cancel',
      '4.actions.remove',
      '4.actions.none',
      '4.list-order',
      '4.login',
      '4.login.no-token',
      '4.startup.url-token',
      '4.startup.stored-token',
      '4.startup.refresh-token',
      '4.startup.code',
      '4.startup.unauthenticated',
      '4.logout',
      '4.terms.accept',
      '4.terms.failure',
      '4.booking-creation.progress',
      '4.booking-creation.success',
      '4.booking-creation.failure',
      '4.cancel-archive.by-id',
      '4.cancel-archive.failure',
      '4.mobility-request.set',
      '4.mobility-request.submit',
      '4.mobility-request.reset',
      '4.offer-search',
      '4.offer-search.failure',
      '4.location-search',
      '4.date.start-past',
      '4.date.end-before-start',
      '4.date.one-time-past',
      '4.modal',
      '4.other-events',
      '5.login-empty',
      '5.missing-mail',
      '5.find-disabled',
      '5.second-step',
      '5.third-step.shift',
      '5.third-step.flexible',
      '5.third-step.period',
      '5.location-min-length',
      '5.access-gating',
      '5.distances.offers',
      '6.eligibility',
      '8.login.401',
      '8.login.400',
      '8.login.429',
      '8.login.403',
      '8.login.other',
      '8.login.empty',
      '8.generic-modal',
      '8.booking-creation-failure',
      '8.cancel-archive-failure',
      '8.offers-failure',
      '8.no-matches',
      '8.mobility-offer-failure',
      '8.refresh-terms-failure',
    ]);
    expect(unchecked.length + checked.filter((rule) => /^[458]\./.test(rule)).length).toBe(
      specRuleIds.filter((rule) => /^[458]\./.test(rule)).length,
    );
  });
});
