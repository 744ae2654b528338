import { useCallback, useEffect, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { Coordinates } from '@/domain/geo/geo';
import { DEFAULT_USER_POSITION } from './place-search';

/** A tester's chosen debug location (non-production backends only); it wins over every other position. */
export const debugPosition = proxy<{ place: (Coordinates & { name: string }) | null }>({
  place: null,
});

const POSITION_OPTIONS: PositionOptions = { maximumAge: 300_000, timeout: 10_000 };

function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.geolocation;
}

function currentPosition(): Promise<Coordinates | null> {
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      POSITION_OPTIONS,
    );
  });
}

/** The browser position, asked for only when the permission is already granted: opening the picker never prompts. */
async function grantedBrowserPosition(): Promise<Coordinates | null> {
  if (!hasGeolocation() || !navigator.permissions) return null;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    return permission.state === 'granted' ? await currentPosition() : null;
  } catch {
    return null;
  }
}

/** Where distances are measured from: a tester's position, the device's, or the default point. */
export type PositionSource = 'debug' | 'device' | 'default';

export interface UserPosition {
  from: Coordinates;
  source: PositionSource;
  /** The tester's position's name (source 'debug'). */
  debugName?: string;
  /** The device's position can be asked for (the browser may prompt). */
  canLocate: boolean;
  /** Asked for and refused or not found: distances stay from the default point. */
  unavailable: boolean;
  locate: () => void;
}

/**
 * Where the user is, for sorting and distances: a chosen debug location, else the browser position if it is
 * granted (already, or when the user taps 'Use my location'), else the default location (spec section 9).
 * The source is told so the picker can say from where a distance is measured.
 */
export function useUserPosition(): UserPosition {
  const { place } = useSnapshot(debugPosition);
  const [browserPosition, setBrowserPosition] = useState<Coordinates | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let active = true;
    void grantedBrowserPosition().then((position) => {
      if (active && position) setBrowserPosition(position);
    });
    return () => {
      active = false;
    };
  }, []);
  const locate = useCallback(() => {
    if (!hasGeolocation()) return setUnavailable(true);
    void currentPosition().then((position) => {
      setUnavailable(position === null);
      if (position) setBrowserPosition(position);
    });
  }, []);
  const common = { canLocate: hasGeolocation() && browserPosition === null, unavailable, locate };
  if (place) {
    const from = { latitude: place.latitude, longitude: place.longitude };
    return { ...common, from, source: 'debug', debugName: place.name };
  }
  if (browserPosition) return { ...common, from: browserPosition, source: 'device' };
  return { ...common, from: DEFAULT_USER_POSITION, source: 'default' };
}
