import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQuery, publishRefreshedUser } from '@/domain/session/session-store';

/**
 * Keeps the session's user current: the user query refetches on focus and every minute, each new answer is published
 * to the session. Mounted only while logged in (mounting with the session's user as data makes no call, whereas
 * enabling a mounted query would fetch at once); loaded lazily, so the login screen does not carry useQuery.
 */
export default function CurrentUserQuery() {
  const { data, dataUpdatedAt } = useQuery(currentUserQuery());
  useEffect(() => {
    if (data) publishRefreshedUser(data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [dataUpdatedAt]);
  return null;
}
