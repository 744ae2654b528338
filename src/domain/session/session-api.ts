import type { LoginRequest, LoginResponse } from '@contract/auth';
import { TOKEN_HEADER } from '@contract/route-metadata';
import type { User } from '@contract/schemas';
import { apiClient } from '@/lib/api-client';
import { expectStatus, expectSuccess } from '@/lib/api-errors';

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
    return expectStatus(await apiClient.users.me(headers), 200);
  },
  async login(request) {
    return expectStatus(await apiClient.auth.login({ body: request }), 200);
  },
  async logout(accessToken) {
    expectSuccess(await apiClient.auth.logout({ extraHeaders: { [TOKEN_HEADER]: accessToken } }));
  },
  async acceptTerms(userId) {
    expectSuccess(await apiClient.users.acceptTerms({ body: { userId } }));
  },
};
