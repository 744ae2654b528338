import { contract } from '@contract/router';
import {
  listDebugLocations,
  listPredefinedPlaces,
  listRecentPlaces,
  searchBuildings,
  searchPlaces,
} from '../db/places-repository';
import { defineHandler, fail, type RouteHandlerDefinition } from './define-handler';

const search = defineHandler(contract.places.search, ({ query }) => ({
  status: 200,
  body: searchPlaces(query.query, { latitude: query.latitude, longitude: query.longitude }),
}));

const buildings = defineHandler(contract.places.buildings, ({ query, caller }) => {
  if (!caller.user.bmwBuildings.enabled) {
    return fail(403, 'The campus building search is not enabled for your account.', 'NO_ACCESS');
  }
  return { status: 200, body: searchBuildings(query.query, query.language) };
});

const recent = defineHandler(contract.places.recent, ({ caller }) => ({
  status: 200,
  body: listRecentPlaces(caller.user.id),
}));

const predefined = defineHandler(contract.places.predefined, () => ({
  status: 200,
  body: listPredefinedPlaces(),
}));

const debugLocations = defineHandler(contract.places.debugLocations, () => ({
  status: 200,
  body: listDebugLocations(),
}));

export const placesHandlers: RouteHandlerDefinition[] = [
  search,
  buildings,
  recent,
  predefined,
  debugLocations,
];
