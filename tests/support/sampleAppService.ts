import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { createAppService } from '../../src/main/services/app/appApi';
import { createAppEventHub } from '../../src/main/services/app/appEvents';
import { openAppLibrary, type AppLibrary } from '../../src/main/services/app/openAppLibrary';
import { createRateThreadPool } from '../../src/main/services/jobs/threadTransport';
import { defaultLibraryPath } from '../../src/main/services/library/paths';
import type { AppEvent, ApiMethodName, ApiOutput, AppService } from '../../src/shared/api';
import { dispatchCall } from '../../src/shared/dispatch';
import { makeTempDir } from './tempLibrary';

/** The app API over the sample library, as {@link useSampleAppService} opens it for a test file. */
export interface SampleAppService {
  /** The temporary PATTI_HOME the library is built in. */
  readonly home: string;
  /** The open library (read it inside tests: it is opened before them). */
  readonly library: AppLibrary;
  /** Every event the service has sent; tests empty it before the action they watch. */
  readonly received: AppEvent[];
  /** Calls a method through the boundary the transports use; a refusal throws with its kind and message. */
  call<K extends ApiMethodName>(name: K, input?: unknown): Promise<ApiOutput<K>>;
  /** Calls a method that must refuse `input`, and gives the refusal as `kind: message`. */
  callError(name: ApiMethodName, input: unknown): Promise<string>;
}

/**
 * Builds the sample library in a fresh temporary PATTI_HOME before the calling test file's tests
 * (one rating thread), and closes and removes it after them. Calls go through dispatchCall, so
 * input checks run as they do for the transports.
 */
export function useSampleAppService(homePrefix: string): SampleAppService {
  const home = makeTempDir(homePrefix);
  const received: AppEvent[] = [];
  let library: AppLibrary | undefined;
  let service: AppService | undefined;
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The sample library is opened before the tests run');
    return value;
  };

  beforeAll(async () => {
    library = await openAppLibrary({ path: defaultLibraryPath({ PATTI_HOME: home }), createPool: () => createRateThreadPool({ size: 1 }) });
    const events = createAppEventHub();
    events.subscribe((event) => received.push(event));
    service = createAppService({ runtime: 'web', version: '0.0.0', library, events });
  }, 60_000);

  afterAll(async () => {
    await library?.close();
    fs.rmSync(home, { recursive: true, force: true });
  });

  return {
    home,
    received,
    get library() {
      return opened(library);
    },
    async call<K extends ApiMethodName>(name: K, input?: unknown): Promise<ApiOutput<K>> {
      const reply = await dispatchCall(opened(service), name, input);
      if (!reply.ok) throw new Error(`${reply.error.kind}: ${reply.error.message}`);
      return reply.value as ApiOutput<K>;
    },
    async callError(name: ApiMethodName, input: unknown): Promise<string> {
      const reply = await dispatchCall(opened(service), name, input);
      if (reply.ok) throw new Error(`${name} accepted ${JSON.stringify(input)}`);
      return `${reply.error.kind}: ${reply.error.message}`;
    },
  };
}
