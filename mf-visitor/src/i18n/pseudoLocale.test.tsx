import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { BRAND_CONFIG } from '@earrival/shared/brand';
import { LANGUAGE_NAMES } from '@earrival/shared/languages';
import { CATALOGUES } from '@earrival/shared/customerTexts';
import { installFakeApi, type FakeApi } from '@earrival/shared/testing';
import type { VisitorDownload, VisitorOrder, VisitorPageState } from '@earrival/shared/types';
import { HistoryNavigation } from '../navigation/historyNavigation';
import { StandalonePage } from '../standalone/StandalonePage';
import { completedOrder, historyReply } from '../testing/visitorPage';

/*
 * Every customer screen rendered in a pseudo-language whose texts have no ASCII letter (each letter of
 * English is written as its full-width form, placeholders kept): any ASCII word left on the page came
 * from somewhere else than the catalogue, and fails the test unless it is data (the order, the brand's
 * name, a language's own name).
 */

const FULL_WIDTH_OFFSET = 0xff21 - 0x41;
const pseudo = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + FULL_WIDTH_OFFSET));

/** English with every literal letter replaced, values and plural/select keys untouched. */
function pseudoMessages(): Record<string, unknown> {
  const transform = (compiled: unknown): unknown => {
    if (typeof compiled === 'string') return pseudo(compiled);
    if (!Array.isArray(compiled)) return compiled;
    return compiled.map((token: unknown) => {
      if (typeof token === 'string') return pseudo(token);
      if (!Array.isArray(token)) return token;
      const [name, type, format] = token as [string, string?, unknown?];
      if (format && typeof format === 'object' && (type === 'plural' || type === 'select'))
        return [
          name,
          type,
          Object.fromEntries(Object.entries(format).map(([key, branch]) => [key, transform(branch)])),
        ];
      return token;
    });
  };
  return Object.fromEntries(
    Object.entries(CATALOGUES.en).map(([id, text]) => [id, transform(compileMessage(text))]),
  );
}

const download = (overrides: Partial<VisitorDownload> = {}): VisitorDownload => ({
  id: 7,
  order_id: 100001,
  create_ts: '2026-11-21T18:30:05.000Z',
  ip: '81.2.69.160',
  device: 'Apple iPhone',
  device_type: 'mobile',
  browser: 'Mobile Safari 17',
  os: 'iOS 17.5',
  location: 'United Kingdom',
  file1: completedOrder().file1,
  times: 3,
  last_ts: '2026-11-22T18:30:05.000Z',
  ...overrides,
});

/** Words on the page that are data, not texts: the order's, the brands' names, the languages' own names. */
const DATA = [
  ...Object.values(BRAND_CONFIG.brands).flatMap((brand) => [brand.name, brand.supportEmail]),
  ...Object.values(LANGUAGE_NAMES),
  'Ana Lopez',
  'Apple iPhone',
  'Mobile Safari 17',
  'iOS 17.5',
  'United Kingdom',
  'EST',
  'EN',
];

/** Every text a customer reads or hears on the page: text nodes and the labels screen readers announce. */
function pageTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      if (element.hasAttribute(name)) texts.push(element.getAttribute(name) ?? '');
  return texts;
}

/** The texts with ASCII words left after the data is taken out: each one bypassed the catalogue. */
function untranslated(): string[] {
  return pageTexts()
    .map((text) => DATA.reduce((rest, data) => rest.split(data).join(' '), text))
    .filter((rest) => /[A-Za-z]{2,}/.test(rest));
}

const messages = pseudoMessages();

async function open(path: string, state: Partial<VisitorPageState> = {}) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(
      <HistoryNavigation>
        <StandalonePage
          state={{ url: path, domain: 'cuba-earrival.example', language: 'en', messages, ...state }}
        />
      </HistoryNavigation>,
    );
  });
}

/** The download page's state, and the same answer from the server (a page's cache is seeded once). */
function downloadState(order: VisitorOrder, rows: VisitorDownload[]): Pick<VisitorPageState, 'download'> {
  fake.on('POST front/get-download-history', historyReply(order, rows));
  return { download: historyReply(order, rows)[1] as VisitorPageState['download'] };
}

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => fake.restore());

describe('every customer screen in a pseudo-language shows only catalogue texts', () => {
  it('the track page: heading, form, help, navbar, footer, customs, language switch', async () => {
    await open('/track-order/100001');
    await screen.findByRole('button', { name: pseudo('TRACK ORDER') });
    expect(untranslated()).toEqual([]);
  });

  it("the track form's own messages (empty fields) and a refused link", async () => {
    await open('/track-order/?link=invalid');
    const submit = await screen.findByRole('button', { name: pseudo('TRACK ORDER') });
    await userEvent.click(submit);
    await screen.findAllByText(pseudo('Please enter your orderId'));
    expect(untranslated()).toEqual([]);
  });

  it('the download page of a completed order with its history', async () => {
    await open('/get-new-order-details/100001', downloadState(completedOrder(), [download()]));
    await screen.findByRole('table');
    expect(untranslated()).toEqual([]);
  });

  it('the download page of an order still being processed, with no downloads yet', async () => {
    const order = completedOrder({ process_status: 'Pending', completed: false, file1: null });
    await open('/get-new-order-details/100001', downloadState(order, []));
    await screen.findByRole('table');
    expect(untranslated()).toEqual([]);
  });

  it('the page an unknown address opens', async () => {
    await open('/no-such-page');
    expect(untranslated()).toEqual([]);
  });

  it('finds an English text that bypasses the catalogue (the check can fail)', async () => {
    await open('/no-such-page');
    const stray = document.createElement('p');
    stray.textContent = 'Loading…';
    document.body.append(stray);
    expect(untranslated()).toEqual(['Loading…']);
  });
});
