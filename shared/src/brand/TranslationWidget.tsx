import { useEffect, useRef, useState } from 'react';
import type { TranslationWidgetConfig } from './types';
import { useBrandTexts } from './BrandTexts';

/**
 * The third-party translation widget, present on every page whose brand configures one, as a Translate
 * button. The third party's script (and its own scripts and styles after it: far more than the page) loads
 * only when the customer presses it, so a phone opening the track page fetches none of it. A script that
 * cannot load (offline, blocked) puts the button back: the page never depends on it.
 */
export function TranslationWidget({ config }: { config: TranslationWidgetConfig | null }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'closed' | 'opening' | 'failed'>('closed');
  const { text } = useBrandTexts();

  useEffect(() => {
    if (!config || state !== 'opening' || !container.current) return;
    const target = container.current;
    let current = true;
    void import('./googleTranslate').then(({ mountGoogleTranslate }) =>
      mountGoogleTranslate(config, target, () => {
        if (current) setState('failed');
      }),
    );
    return () => {
      current = false;
    };
  }, [config, state]);

  if (!config) return null;
  return (
    <div className="ea-brand-translate" data-testid="translation-widget">
      {state === 'opening' ? (
        <div ref={container} />
      ) : (
        <button type="button" className="ea-brand-translate-open" onClick={() => setState('opening')}>
          {state === 'failed'
            ? text('widget.failed', 'Translation is unavailable, try again')
            : text('widget.translate', 'Translate')}
        </button>
      )}
    </div>
  );
}
