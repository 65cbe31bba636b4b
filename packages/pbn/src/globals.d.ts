// The engine runs in browsers, workers and Node; these are the only globals it reads, and all three have them.
declare const performance: { now(): number }
