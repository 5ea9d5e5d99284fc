/**
 * The name the customer's document is saved under, for the customer and for staff alike:
 * 'cuba-arrival-card-102297.pdf'. The stored name (order id, upload time, a random part) stays the
 * server's; only its extension carries over ('.jpg' for a photo). Sent by the API as the file name of
 * both download routes (Content-Disposition) and given by the pages to the links that save it.
 */
export function customerDocumentName(orderId: number | string, storedName: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(storedName)?.[1]?.toLowerCase();
  return `cuba-arrival-card-${orderId}${extension ? `.${extension}` : ''}`;
}
