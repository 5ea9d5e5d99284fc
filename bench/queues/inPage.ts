/*
 * Code that runs inside the page. Kept as source text: functions handed to page.evaluate would be
 * serialised after tsx compiled them, and its helpers (__name) do not exist in the page.
 */

/** Resolves after the next frame has been painted. */
const AFTER_PAINT = `() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))`;

/** Data rows of the order table (rows with a View link), excluding spacers and placeholders. */
const DATA_ROWS = `(table) => table ? table.querySelectorAll('tbody tr a[href*="/admin/view-order/"]').length : 0`;

/**
 * Clicks the sidebar entry and measures, in page time, until the queue's table shows `rows` data
 * rows and one frame has been painted after that.
 */
export const clickQueueUntilRows = (menuLabel: string, title: string, rows: number) => `(async () => {
  const afterPaint = ${AFTER_PAINT};
  const dataRows = ${DATA_ROWS};
  const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent.trim().startsWith(${JSON.stringify(menuLabel)}));
  if (!link) throw new Error('no sidebar link ' + ${JSON.stringify(menuLabel)});
  const started = performance.now();
  link.click();
  for (;;) {
    const table = document.querySelector('table[aria-label=${JSON.stringify(title)}]');
    if (dataRows(table) >= ${rows}) break;
    if (performance.now() - started > 60000) throw new Error('rows never appeared');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await afterPaint();
  return performance.now() - started;
})()`;

/** Chooses a rows-per-page value and measures until the summary says the list shows `expectTotal` rows. */
export const chooseRowsPerPage = (value: string, expectSummary: string) => `(async () => {
  const afterPaint = ${AFTER_PAINT};
  const select = document.querySelector('select');
  const started = performance.now();
  select.value = ${JSON.stringify(value)};
  select.dispatchEvent(new Event('change', { bubbles: true }));
  for (;;) {
    if (document.body.innerText.includes(${JSON.stringify(expectSummary)})) break;
    if (performance.now() - started > 120000) throw new Error('summary never appeared');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await afterPaint();
  return performance.now() - started;
})()`;

/** Counts rendered rows (all tr in tbody, spacers included) and data rows. */
export const renderedRows = `(() => {
  const table = document.querySelector('table');
  return { tr: table.querySelectorAll('tbody tr').length, data: (${DATA_ROWS})(table) };
})()`;

/**
 * Scrolls the table's scroll area from top to bottom in `frames` steps, one per animation frame,
 * and reports the frame intervals: how smooth the virtualised body stays while scrolling.
 */
export const scrollThrough = (frames: number) => `(async () => {
  const scroller = document.querySelector('table').parentElement;
  const max = scroller.scrollHeight - scroller.clientHeight;
  const intervals = [];
  let last = await new Promise((resolve) => requestAnimationFrame(resolve));
  for (let frame = 1; frame <= ${frames}; frame += 1) {
    scroller.scrollTop = Math.round((max * frame) / ${frames});
    scroller.dispatchEvent(new Event('scroll'));
    const now = await new Promise((resolve) => requestAnimationFrame(resolve));
    intervals.push(now - last);
    last = now;
  }
  intervals.sort((a, b) => a - b);
  const mean = intervals.reduce((sum, value) => sum + value, 0) / intervals.length;
  return {
    mean,
    p95: intervals[Math.floor(intervals.length * 0.95)],
    max: intervals[intervals.length - 1],
    scrollHeight: scroller.scrollHeight,
  };
})()`;

/** After a jump to the end, time until the last rows (fetched on demand) are painted. */
export const jumpToEndUntilLoaded = (lastRowNumber: number) => `(async () => {
  const afterPaint = ${AFTER_PAINT};
  const scroller = document.querySelector('table').parentElement;
  const started = performance.now();
  scroller.scrollTop = scroller.scrollHeight;
  scroller.dispatchEvent(new Event('scroll'));
  for (;;) {
    const rows = [...document.querySelectorAll('table tbody tr')].filter((tr) => tr.querySelector('a'));
    const pending = document.querySelectorAll('table tbody tr[aria-busy="true"]').length;
    if (rows.length > 0 && pending === 0) break;
    if (performance.now() - started > 60000) throw new Error('end rows never loaded');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await afterPaint();
  return { ms: performance.now() - started, expectedLast: ${lastRowNumber} };
})()`;
