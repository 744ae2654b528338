/** What the tests in jsdom add: Testing Library's matchers and its unmounting of what a test rendered. */
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Screens load lazily: with two test files running at once, the first render of one can take over a second.
configure({ asyncUtilTimeout: 5000 });

export { cleanup } from '@testing-library/react';
