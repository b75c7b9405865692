/**
 * Messages between the custom-set service and the preview worker
 * (src/main/workers/ratingsPreviewWorker.ts): a set and a sample in, a PreviewResult out (as a
 * ThreadCallReply with the request's number).
 */
import type { PreviewSample } from '../core/rate/customPreview';
import type { CustomSet } from '../core/rate/customSet';

export interface RatingsPreviewRequest {
  readonly seq: number;
  readonly set: CustomSet;
  readonly sample: PreviewSample;
}
