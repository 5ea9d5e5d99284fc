/*
 * Code that runs inside the page, kept as source text (functions handed to page.evaluate would be
 * serialised after tsx compiled them, with helpers that do not exist in the page).
 */

/** Resolves after the next frame has been painted. */
const AFTER_PAINT = `() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))`;

/**
 * Clicks the View link of the `index`-th row of the queue table and measures, in page time, until the
 * order's detail screen shows its last section (Change Status) for that order and a frame is painted.
 */
export const clickViewUntilPainted = (table: string, index: number) => `(async () => {
  const afterPaint = ${AFTER_PAINT};
  const links = document.querySelectorAll('table[aria-label=${JSON.stringify(table)}] tbody tr a[href*="/admin/view-order/"]');
  const link = links[${index}];
  if (!link) throw new Error('no View link at row ' + ${index});
  const orderId = Number(atob(decodeURIComponent(link.getAttribute('href').split('/').pop()))) / 2;
  const started = performance.now();
  link.click();
  for (;;) {
    const header = document.querySelector('.ea-page header');
    const done = document.querySelector('#status') && header && header.textContent.includes('Order ' + orderId);
    if (done) break;
    if (performance.now() - started > 60000) throw new Error('the detail never appeared');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await afterPaint();
  return { ms: performance.now() - started, orderId };
})()`;

/** The detail call alone from the page (network + server + JSON), for `orderId`, `times` times. */
export const timeDetailCalls = (orderId: number, times: number) => `(async () => {
  // The session sits in localStorage when remembered, in sessionStorage otherwise.
  const token = JSON.parse(localStorage.getItem('user') ?? sessionStorage.getItem('user')).accessToken;
  const samples = [];
  for (let i = 0; i < ${times}; i += 1) {
    const started = performance.now();
    const response = await fetch('/api/admin/get-orders-details/${orderId}', { headers: { Authorization: token } });
    await response.json();
    samples.push(performance.now() - started);
  }
  return samples;
})()`;
