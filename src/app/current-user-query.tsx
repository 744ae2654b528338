import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '@/domain/session/current-user';

/**
 * Keeps the signed-in user current: the user query refetches on focus and every minute; each answer lands in the
 * query cache, where `useCurrentUser()` reads it. Mounted only while logged in (the user is in the cache already,
 * so mounting makes no call); loaded lazily, so the login screen does not carry useQuery.
 */
export default function CurrentUserQuery() {
  useQuery(currentUserQuery());
  return null;
}
