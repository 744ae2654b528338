import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { PlaceSchema } from './schemas';

const c = initContract();

/** Minimum search length of the location picker (spec section 9). */
export const MIN_SEARCH_LENGTH = 2;
/** Building results are capped (spec section 9). */
export const MAX_BUILDING_RESULTS = 50;

const SearchTermSchema = z.string().trim().min(MIN_SEARCH_LENGTH).max(200);

export const placesContract = c.router({
  search: {
    method: 'GET',
    path: '/places',
    query: z.object({
      query: SearchTermSchema,
      latitude: z.coerce.number().min(-90).max(90),
      longitude: z.coerce.number().min(-180).max(180),
    }),
    responses: { 200: z.array(PlaceSchema) },
    summary: 'Places matching the words of the query, nearest first',
  },
  buildings: {
    method: 'GET',
    path: '/places/buildings',
    query: z.object({ query: SearchTermSchema, language: z.enum(['de', 'en']) }),
    responses: { 200: z.array(PlaceSchema).max(MAX_BUILDING_RESULTS) },
    summary: 'Campus buildings matching the query, sorted by building name, at most 50',
  },
  recent: {
    method: 'GET',
    path: '/places/recent',
    responses: { 200: z.array(PlaceSchema) },
    summary: "The caller's recently used places, newest first",
  },
  predefined: {
    method: 'GET',
    path: '/places/predefined',
    responses: { 200: z.array(PlaceSchema) },
    summary: 'Company sites, hot spots and events',
  },
  debugLocations: {
    method: 'GET',
    path: '/api/v1/config/debuglocations',
    responses: { 200: z.array(PlaceSchema) },
    summary: 'Locations testers can use as their own position',
  },
});
