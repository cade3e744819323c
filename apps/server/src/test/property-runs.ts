import fc from 'fast-check';

// FC_RUNS=n runs every property test n times: a hunt for rare counterexamples, not CI's pace.
if (process.env.FC_RUNS) fc.configureGlobal({ numRuns: Number(process.env.FC_RUNS) });
