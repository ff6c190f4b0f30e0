import { AppError } from '../../lib/app-error';

/** UTF-8 text (a byte-order mark is dropped); anything else is refused rather than misread. */
export function utf8Text(bytes: Uint8Array) {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');
  }
}
