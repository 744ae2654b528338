// @vitest-environment node
import { checkEveryMutatingRouteIsFuzzed, fuzzEndpoints } from './fuzz-endpoints';

// Fuzzing of the mutating endpoints, part 1 (fuzz-endpoints.ts; part 2: fuzz-user-and-booking-endpoints.test.ts).
checkEveryMutatingRouteIsFuzzed();
fuzzEndpoints('sign-in and registration');
