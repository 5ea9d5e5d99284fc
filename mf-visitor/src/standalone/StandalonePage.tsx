import type { QueryClient } from '@tanstack/react-query';
import { BrandFrame, BrandProvider } from '@earrival/shared/brand';
import { Toasts } from '@earrival/shared/toast';
import type { VisitorPageState } from '@earrival/shared/types';
import { VisitorRoutes } from '../app/VisitorRoutes';
import { PageStateContext, ServerQueryClient } from './pageState';
import { PageLanguageBoundary, type PageLanguage } from '../i18n/language';
import { BrandLanguage } from '../components/layout/BrandLanguage';

export interface StandalonePageProps {
  state: VisitorPageState | null;
  /** The server renders each request with a cache of its own; the browser uses the page's one cache. */
  client?: QueryClient;
  /**
   * The server names the brand's domain; the browser starts from the one the server rendered with (the
   * state's), and a screen may then choose another.
   */
  domain?: string;
}

/**
 * The standalone visitor app customers use (served on VISITOR_PORT), inside a navigation (the browser's
 * history, or the server's fixed address): the same brand frame
 * the shell gives the visitor pages (the screens that call the server bring the data layer: PageData), and nothing else of the staff shell. The server renders
 * it (server/render.tsx) and the browser hydrates the same tree (bootstrap.tsx).
 */
export function StandalonePage({ state, client, domain }: StandalonePageProps) {
  // The language the server rendered the page in (the browser starts from the same texts: no flash).
  const language: PageLanguage | null = state
    ? { language: state.language, messages: state.messages as PageLanguage['messages'] }
    : null;
  return (
    <PageStateContext.Provider value={state}>
      <Toasts />
      <ServerQueryClient.Provider value={client}>
        <BrandProvider domain={domain} startDomain={state?.domain}>
          <PageLanguageBoundary value={language}>
            <BrandLanguage>
              <BrandFrame>
                <VisitorRoutes />
              </BrandFrame>
            </BrandLanguage>
          </PageLanguageBoundary>
        </BrandProvider>
      </ServerQueryClient.Provider>
    </PageStateContext.Provider>
  );
}
