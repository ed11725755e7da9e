import { mediaPrefix } from '@bazar/contracts';

/** Uploaded and generated files live under <DATA_DIR>/uploads and are served at /media/. */
export function mediaUrl(path: string): string {
  return `${mediaPrefix}${path}`;
}
