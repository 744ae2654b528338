import type { Coordinates } from '@/domain/geo/geo';

/** Where the app assumes the user is without a better position (spec section 9). */
export const DEFAULT_USER_LOCATION: Coordinates = { latitude: 48.19353, longitude: 11.57087 };
