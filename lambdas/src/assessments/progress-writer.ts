import type { AiSetupProgress } from '@shared/routes';
import type { StreamWriter } from '../http/stream-handler';

/**
 * Progress as `delta` events of a named part. A client that went away must not stop the work (the run finishes
 * and is stored either way), so a write that fails is dropped.
 */
export function progressWriter(out: StreamWriter, part: string): (progress: AiSetupProgress) => void {
  return (progress) => {
    try {
      out.delta(JSON.stringify(progress), part);
    } catch {
      // the connection is gone; the result is stored regardless
    }
  };
}
