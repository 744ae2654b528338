import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQuery } from '@/api/session';
import { followCurrentUser } from '@/domain/session/last-known-user';

/**
 * Keeps the signed-in user current: the user query refetches on focus and every minute; each answer lands in the
 * query cache, where `useCurrentUser()` reads it, and is kept beside the token for the next start (the last known
 * user). Mounted only while logged in (the user is in the cache already, so mounting makes no call); loaded lazily,
 * so the login screen does not carry useQuery.
 */
export default function CurrentUserQuery() {
  useQuery(currentUserQuery());
  useEffect(() => followCurrentUser(), []);
  return null;
}
