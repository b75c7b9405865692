/**
 * The app API over a real library and real worker threads, for the generate and book job tests:
 * calls go through the boundary the transports use (dispatchCall), and every event the app
 * sends is kept in order, so a test can wait for a job's end or its progress.
 */
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { findRater } from '../../src/core/rate/registry';
import type { ApiMethodName, AppEvent, AppService, Reply } from '../../src/shared/api';
import { dispatchCall } from '../../src/shared/dispatch';
import type { StartedGenerateJob } from '../../src/shared/generateTypes';
import type { JobSummaryView } from '../../src/shared/libraryTypes';
import { createAppService } from '../../src/main/services/app/appApi';
import { createAppEventHub } from '../../src/main/services/app/appEvents';
import { RateJobService } from '../../src/main/services/jobs/rateJobService';
import { createRateThreadPool } from '../../src/main/services/jobs/threadTransport';
import { openLibrary, type LibraryWriter } from '../../src/main/services/library/store/db';
import { makeTempDir } from '../support/tempLibrary';

export interface GenerateJobHarness {
  /** The library, open for the whole file. */
  readonly db: LibraryWriter;
  readonly jobs: RateJobService;
  /** Every event the app has sent, in order. */
  readonly events: AppEvent[];
  call<T>(name: ApiMethodName, input?: unknown): Promise<T>;
  /** Starts a generate job, failing the test when the request is refused. */
  started(input: unknown): Promise<Extract<StartedGenerateJob, { jobId: number }>>;
  /** The end of a job's run, the first one heard after event number `after`. */
  finished(jobId: number, after?: number): Promise<JobSummaryView>;
}

/** Opens a new library in a temporary folder before the file's tests, closes it after them. */
export function useGenerateJobHarness(folderPrefix: string): GenerateJobHarness {
  let db: LibraryWriter | undefined;
  let jobs: RateJobService | undefined;
  let service: AppService | undefined;
  const events: AppEvent[] = [];

  beforeAll(() => {
    db = openLibrary(path.join(makeTempDir(folderPrefix), 'library.db'));
    jobs = new RateJobService({ db, findRater, createPool: () => createRateThreadPool({ size: 1 }) });
    const hub = createAppEventHub();
    hub.subscribe((event) => events.push(event));
    service = createAppService({ runtime: 'web', version: '0.0.0', library: { db, path: ':memory:', jobs }, events: hub });
  });
  afterEach(() => jobs?.idle());
  afterAll(() => db?.close());

  const call = async <T>(name: ApiMethodName, input?: unknown): Promise<T> => {
    const reply = (await dispatchCall(service!, name, input)) as Reply<T>;
    if (!reply.ok) throw new Error(`${name}: ${reply.error.kind} ${reply.error.message}`);
    return reply.value;
  };
  return {
    get db() {
      return db!;
    },
    get jobs() {
      return jobs!;
    },
    events,
    call,
    async started(input) {
      const answer = await call<StartedGenerateJob>('startGenerateJob', input);
      if (answer.jobId === null) throw new Error(answer.message);
      return answer;
    },
    finished(jobId, after = 0) {
      return new Promise((resolve) => {
        const look = (): void => {
          const event = events.slice(after).find((seen) => seen.topic === 'job.finished' && seen.summary.jobId === jobId);
          if (event && event.topic === 'job.finished') resolve(event.summary);
          else setTimeout(look, 50);
        };
        look();
      });
    },
  };
}
