import { useLocation } from 'react-router-dom';
import { BrandFrame, BrandProvider } from '@earrival/shared/brand';
import { type VisitorDownload, type VisitorOrder } from '@earrival/shared/types';
import { ok, renderWithProviders, type FakeReply } from '@earrival/shared/testing';
import type { CustomerLanguage } from '@earrival/shared/languages';
import VisitorApp from '../exposes/VisitorApp';
import { LanguageProvider } from '../i18n/language';
import { pageLanguage } from './languages';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * The visitor app at an address, inside the brand frame a host gives it (the page host is localhost), in
 * a customer language (English unless given).
 */
export const renderVisitor = (path: string, language: CustomerLanguage = 'en') =>
  renderWithProviders(
    <BrandProvider>
      <LanguageProvider value={pageLanguage(language)}>
        <BrandFrame>
          <VisitorApp />
        </BrandFrame>
      </LanguageProvider>
    </BrandProvider>,
    { path, beside: <Location /> },
  );

export const completedOrder = (overrides: Partial<VisitorOrder> = {}): VisitorOrder => ({
  order_id: 100001,
  process_status: 'Completed',
  customer_name: 'Ana Lopez',
  landing_domain: 'cuba-earrival.example',
  completed: true,
  file1: '100001-20261121T101500Z-0a1b2c3d4e5f6a7b.pdf',
  ...overrides,
});

/** The answer of get-download-history for an order and its downloads (newest first). */
export const historyReply = (order: VisitorOrder, rows: VisitorDownload[] = []): FakeReply =>
  ok(rows, 'OK', {
    mainResult: order,
    path:
      order.completed && order.file1 ? { path: `uploads/docs/${order.order_id}/`, file1: order.file1 } : null,
  });
