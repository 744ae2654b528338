import { useEffect, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { Coordinates } from '@contract/geo';
import { DEFAULT_USER_POSITION } from './place-search';

/** A tester's chosen debug location (non-production backends only); it wins over every other position. */
export const debugPosition = proxy<{ place: (Coordinates & { name: string }) | null }>({
  place: null,
});

/** The browser position, asked for only when the permission is already granted: the picker never prompts. */
async function grantedBrowserPosition(): Promise<Coordinates | null> {
  if (typeof navigator === 'undefined' || !navigator.permissions || !navigator.geolocation)
    return null;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return null;
    return await new Promise<Coordinates | null>((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) =>
          resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        () => resolve(null),
        { maximumAge: 300_000, timeout: 10_000 },
      );
    });
  } catch {
    return null;
  }
}

/**
 * Where the user is, for sorting and distances: a chosen debug location, else the browser position if it is
 * already granted, else the default location (spec section 9).
 */
export function useUserPosition(): Coordinates {
  const { place } = useSnapshot(debugPosition);
  const [browserPosition, setBrowserPosition] = useState<Coordinates | null>(null);
  useEffect(() => {
    let active = true;
    void grantedBrowserPosition().then((position) => {
      if (active && position) setBrowserPosition(position);
    });
    return () => {
      active = false;
    };
  }, []);
  if (place) return { latitude: place.latitude, longitude: place.longitude };
  return browserPosition ?? DEFAULT_USER_POSITION;
}
