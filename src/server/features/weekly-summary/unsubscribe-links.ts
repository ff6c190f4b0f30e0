import type { LinkSigner } from '../../lib/security/signed-links';
import { unsubscribeToken } from './weekly-summary.service';

/** The page that unsubscribes (the e-mail's link, and where a mail program's GET is sent). */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
/** What mail programs POST to (RFC 8058), named in the List-Unsubscribe header. */
export const UNSUBSCRIBE_API = '/api/weekly-summary/unsubscribe';

/** A coach's unsubscribe addresses, each carrying the token signed for that coach alone. */
export function unsubscribeLinks(appUrl: string, signer: LinkSigner, userId: string) {
  const query = new URLSearchParams({ token: unsubscribeToken(signer, userId) }).toString();
  return { page: `${appUrl}${UNSUBSCRIBE_PAGE}?${query}`, api: `${appUrl}${UNSUBSCRIBE_API}?${query}` };
}
