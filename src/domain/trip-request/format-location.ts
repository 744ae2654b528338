import type { Location } from '@contract/schemas';

/**
 * How a location or place is shown (spec section 3): building, name and address joined by commas,
 * skipping empty parts.
 */
export function formatLocation(location: Pick<Location, 'name' | 'address' | 'building'>): string {
  return [location.building, location.name, location.address]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}
