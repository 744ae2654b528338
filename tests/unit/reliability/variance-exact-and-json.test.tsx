import { describeVariance } from './variance-journeys';

/** The variance suite: the exact answers (the reference end state) and every "not shown" answer as 200 with JSON. */
describeVariance('exact-and-json', ['default', 'real-world-answers-json']);
