import type { LinkSigner } from '../../lib/security/signed-links';

/** What an unsubscribe token is signed for: a coach's id under this purpose, nothing else. */
export const UNSUBSCRIBE_PURPOSE = 'weekly-summary-unsubscribe';

/** The link in each summary: whoever holds it may stop that coach's summary, and nothing more. */
export const unsubscribeToken = (signer: LinkSigner, userId: string) => signer.sign(UNSUBSCRIBE_PURPOSE, userId);

/** The page that unsubscribes (the e-mail's link, and where a mail program's GET is sent). */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
/** What mail programs POST to (RFC 8058), named in the List-Unsubscribe header. */
export const UNSUBSCRIBE_API = '/api/weekly-summary/unsubscribe';

/** A coach's unsubscribe addresses, each carrying the token signed for that coach alone. */
export function unsubscribeLinks(appUrl: string, signer: LinkSigner, userId: string) {
  const query = new URLSearchParams({ token: unsubscribeToken(signer, userId) }).toString();
  return { page: `${appUrl}${UNSUBSCRIBE_PAGE}?${query}`, api: `${appUrl}${UNSUBSCRIBE_API}?${query}` };
}
