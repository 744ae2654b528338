/** The e-mail registration has four steps (spec section 2). */
export const REGISTRATION_STEPS = 4;

/** The simulated mailbox the mock backend serves in mock mode (mocks/pages/mock-mailbox-page.tsx). */
export const MOCK_MAILBOX_PATH = '/mock-mailbox';
