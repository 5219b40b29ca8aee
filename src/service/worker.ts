/**
 * Piscina worker: runs large detection jobs off the event loop. Loaded under tsx (inherited
 * execArgv) from src/, or as plain JavaScript from dist/. Warms the lexicons once when the thread
 * starts so the first job is not slow.
 */
import { loadEngineFiles } from '../engine-files.ts';
import { runBatchSafely, runJobSafely, type Job, type JobOutcome } from './jobs.ts';

loadEngineFiles();

/** One job, or a batch of small ones (the scheduler sends an array). */
export default function run(input: Job | Job[]): JobOutcome | JobOutcome[] {
  return Array.isArray(input) ? runBatchSafely(input) : runJobSafely(input);
}
