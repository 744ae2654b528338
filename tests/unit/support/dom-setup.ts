/** What the tests in jsdom add: Testing Library's matchers and its unmounting of what a test rendered. */
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Screens load lazily: the first render of one in a file took over 5 s with three files at once beside the build
// on two cores (npm test runs them together); a wait that fails still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

export { cleanup } from '@testing-library/react';
