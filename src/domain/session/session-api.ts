import type { LoginRequest, LoginResponse } from '@contract/auth';
import { TOKEN_HEADER } from '@contract/route-metadata';
import type { User } from '@contract/schemas';
import { expectStatus, expectSuccess } from '@/lib/api-errors';

/**
 * The typed client with zod and the contract loads with the session's first call, not with the app: the login
 * screen makes none, and a signed-in start paints its kept user while GET /users/me is on its way
 * (docs/decisions/012-typed-client-loads-with-the-first-call.md).
 */
const client = () => import('@/lib/api-client').then((module) => module.apiClient);

/** The calls the session makes; each rejects on failure (ApiStatusError carries the status). */
export interface SessionApi {
  /** The user of the stored access token, or of `accessToken` when given. */
  currentUser(accessToken?: string): Promise<User>;
  login(request: LoginRequest): Promise<LoginResponse>;
  /** Ends the server session of `accessToken` (already cleared from storage). */
  logout(accessToken: string): Promise<void>;
  acceptTerms(userId: string): Promise<void>;
}

export const sessionApi: SessionApi = {
  async currentUser(accessToken) {
    const headers = accessToken ? { extraHeaders: { [TOKEN_HEADER]: accessToken } } : undefined;
    return expectStatus(await (await client()).users.me(headers), 200);
  },
  async login(request) {
    return expectStatus(await (await client()).auth.login({ body: request }), 200);
  },
  async logout(accessToken) {
    expectSuccess(
      await (await client()).auth.logout({ extraHeaders: { [TOKEN_HEADER]: accessToken } }),
    );
  },
  async acceptTerms(userId) {
    expectSuccess(await (await client()).users.acceptTerms({ body: { userId } }));
  },
};
