import { TOKEN_HEADER, type RouteAuth } from '@contract/route-metadata';
import { findOnboardingSession, findSessionByAccessToken } from '../db/auth-repository';
import type { OnboardingSessionRecord, SessionRecord, UserRecord } from '../db/schemas';
import { findUserById } from '../db/users-repository';
import { errorResponse } from './request-reading';

/** Who is calling, by the route's kind of authorisation. */
export interface TokenCaller {
  user: UserRecord;
  session: SessionRecord;
}
export interface OnboardingCaller {
  onboarding: OnboardingSessionRecord;
}
export interface CallerByAuth {
  token: TokenCaller;
  onboarding: OnboardingCaller;
  none: null;
}

/** The caller of a request by the route's kind of authorisation, or the 401 answer when there is none. */
export async function authenticate(
  auth: RouteAuth,
  request: Request,
): Promise<{ caller: TokenCaller | OnboardingCaller | null } | { failure: Response }> {
  if (auth === 'none') return { caller: null };
  const token = request.headers.get(TOKEN_HEADER)?.trim();
  if (!token) {
    return {
      failure: errorResponse(401, { message: 'No access token configured.', code: 'UNAUTHORIZED' }),
    };
  }
  if (auth === 'onboarding') {
    const onboarding = findOnboardingSession(token);
    if (!onboarding) {
      return {
        failure: errorResponse(401, {
          message: 'The onboarding token is invalid, used or expired.',
          code: 'INVALID_ONBOARDING_TOKEN',
        }),
      };
    }
    return { caller: { onboarding } };
  }
  const session = findSessionByAccessToken(token);
  const user = session ? findUserById(session.userId) : undefined;
  if (!session || !user) {
    return {
      failure: errorResponse(401, {
        message: 'The access token is invalid or expired.',
        code: 'INVALID_TOKEN',
      }),
    };
  }
  return { caller: { user, session } };
}
