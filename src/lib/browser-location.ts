/**
 * Full-page navigations out of the app (company sign-on). Wrapped in an object so tests can spy on it;
 * jsdom's window.location cannot be stubbed.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
