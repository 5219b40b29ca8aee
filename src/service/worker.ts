/**
 * Piscina worker: runs large detection jobs off the event loop. Loaded under tsx (inherited
 * execArgv), warms the lexicons once when the thread starts so the first job is not slow.
 */
import { loadEngineFiles } from '../engine-files.ts';
import { runJobSafely, type Job, type JobOutcome } from './jobs.ts';

loadEngineFiles();

export default function run(job: Job): JobOutcome {
  return runJobSafely(job);
}
