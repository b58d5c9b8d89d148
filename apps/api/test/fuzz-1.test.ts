import { describeFuzzShard } from './helpers/fuzz.js';

// Shard 1 of the fuzz test's routes (helpers/fuzz.ts deals them): the shards' files run in parallel.
describeFuzzShard(1);
