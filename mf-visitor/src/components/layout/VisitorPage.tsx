import { useEffect, type ReactNode } from 'react';
import { useBrand } from '@earrival/shared/brand';
import { CustomsNotice } from './CustomsNotice';
import './visitor.css';

export interface VisitorPageProps {
  children: ReactNode;
  /** The order's landing domain once known: the page then wears that brand (navbar, footer, colours). */
  landingDomain?: string | null;
}

/** The body of a visitor page inside the brand frame (which the shell or the standalone app draws). */
export function VisitorPage({ children, landingDomain }: VisitorPageProps) {
  const { setDomain } = useBrand();
  useEffect(() => {
    if (landingDomain) setDomain(landingDomain);
  }, [landingDomain, setDomain]);
  return (
    <main className="ea-visitor container" data-remote="mf-visitor">
      {children}
      <CustomsNotice />
    </main>
  );
}
