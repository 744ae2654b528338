import { z } from 'zod';

/** The error body every failing call answers with (the spec does not show it; this shape is ours). */
export const ErrorBodySchema = z.object({
  /** Human-readable reason, e.g. 'No valid input' or which field was wrong. */
  message: z.string(),
  /** Machine-readable reason, e.g. 'VALIDATION', 'UNAUTHORIZED', 'LOCKED'. */
  code: z.string().optional(),
  /** For 400: which part of the request failed validation, and why. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Declared error answers of every route; ts-rest merges them into each route's responses. */
export const commonResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
  500: ErrorBodySchema,
} as const;

export type ErrorStatus = keyof typeof commonResponses;
export const ERROR_STATUSES = Object.keys(commonResponses).map(Number) as ErrorStatus[];
