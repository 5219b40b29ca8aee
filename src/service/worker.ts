/**
 * Piscina worker: runs large detection jobs off the event loop. Loaded under tsx (inherited
 * execArgv) from src/, or as plain JavaScript from dist/. Warms the lexicons once when the thread
 * starts so the first job is not slow.
 */
import { warmUp } from '../engine/index.ts';
import { runJobSafely, type Job, type JobOutcome } from './jobs.ts';

warmUp();

export default function run(job: Job): JobOutcome {
  return runJobSafely(job);
}
