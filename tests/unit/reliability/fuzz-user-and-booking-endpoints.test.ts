// @vitest-environment node
import { foundByFuzzing, fuzzEndpoints } from './fuzz-endpoints';

// Fuzzing of the mutating endpoints, part 2 (fuzz-endpoints.ts; part 1: fuzz-sign-in-endpoints.test.ts).
fuzzEndpoints('users, bookings, offers and messages');
foundByFuzzing();
