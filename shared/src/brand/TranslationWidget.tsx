import { useEffect, useRef, useState } from 'react';
import type { TranslationWidgetConfig } from './types';

const SCRIPT_ID = 'ea-translate-script';
const DEFAULT_CALLBACK = 'eaTranslateInit';

type PageGlobals = {
  google?: { translate?: { TranslateElement?: new (options: object, elementId: string) => unknown } };
} & Record<string, unknown>;

/** Google's loader calls the function named by the script address's `cb` parameter once it is ready. */
function callbackName(scriptUrl: string): string {
  try {
    return new URL(scriptUrl, window.location.href).searchParams.get('cb') || DEFAULT_CALLBACK;
  } catch {
    return DEFAULT_CALLBACK;
  }
}

/**
 * The third-party translation widget. The script is added only when the brand configures one, and a
 * script that cannot load (offline, blocked) just leaves the widget out: the page never depends on it.
 */
export function TranslationWidget({ config }: { config: TranslationWidgetConfig | null }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!config || !container.current) return;
    const target = container.current;
    const page = window as unknown as PageGlobals;
    const mount = () => {
      const Element = page.google?.translate?.TranslateElement;
      if (!Element || target.childElementCount > 0) return;
      target.id = 'google_translate_element';
      new Element(
        {
          pageLanguage: config.pageLanguage,
          includedLanguages: config.includedLanguages,
          autoDisplay: false,
        },
        target.id,
      );
    };
    page[callbackName(config.scriptUrl)] = mount;
    if (page.google?.translate?.TranslateElement) {
      mount();
      return;
    }
    if (!document.getElementById(SCRIPT_ID)) {
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = config.scriptUrl;
      script.async = true;
      script.onerror = () => {
        script.remove(); // a later page may try again
        setFailed(true);
      };
      document.body.appendChild(script);
    }
  }, [config]);

  if (!config || failed) return null;
  return <div ref={container} className="ea-brand-translate" data-testid="translation-widget" />;
}
