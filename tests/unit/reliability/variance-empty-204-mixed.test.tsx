import { describeVariance } from './variance-journeys';

/** The variance suite: every "not shown" answer as 200 empty, as 204, and mixed (text included). */
describeVariance('empty-204-mixed', [
  'real-world-answers-empty',
  'real-world-answers-204',
  'real-world-answers',
]);
