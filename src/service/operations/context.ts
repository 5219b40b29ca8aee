/**
 * What every operation receives: the service's parts (`ServiceContext`, one per app or local
 * session) and the caller (`CallContext`, one per request). Plain data and interfaces — no
 * transport types — so REST, MCP, the CLI and the console build them each their own way.
 */
import type { Config } from '../../config.ts';
import type { ImageLimits, OcrPool, OcrSettings } from '../../image/index.ts';
import type { Account, Store } from '../../store/types.ts';
import type { Meter } from '../metering.ts';
import type { Scheduler } from '../scheduler.ts';
import type { StageClock } from '../stages.ts';

/** The OCR side of the image operation; present when the service runs with image support. */
export interface ImageFeature {
  pool: OcrPool;
  limits: ImageLimits;
  ocr: Partial<OcrSettings>;
  started: boolean;
  onStartError: (err: unknown) => void;
}

/** Everything a service operation needs; one per app instance. */
export interface ServiceContext {
  store: Store;
  config: Config;
  scheduler: Scheduler;
  meter: Meter;
  /** Called with errors of fire-and-forget writes (key use counters), for logging. */
  onBackgroundError: (err: unknown, what: string) => void;
  /** A revoked token stops working at once (the app drops it from its auth cache). */
  onTokenRevoked?: (tokenId: string) => void;
  /** Set while the image feature is mounted (routes/image.ts, or a local OCR pool). */
  image?: ImageFeature | undefined;
}

/** Who is asking, and an id for the ledger entry. */
export interface CallContext {
  account: Account;
  requestId: string;
  /** The request's stage clock when metrics are on (REST); operations hand it to the meter. */
  stages?: StageClock | undefined;
}

/** Response of a billable operation: the JSON body plus what the meter recorded (for headers). */
export interface Billed<T> {
  body: T;
  tokensCharged: number;
  tokensRemaining: number;
}
