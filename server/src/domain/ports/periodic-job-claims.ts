// One runner per interval for a periodic job, however many processes run its timer; implemented by
// storage/periodic-job-claim.ts.
export interface PeriodicJobClaims {
  /** True when this process takes the job's run now: it is due, and no other process took it. */
  claim(job: string, now: Date, intervalMs: number): Promise<boolean>;
  finished(job: string, now: Date): Promise<void>;
}
