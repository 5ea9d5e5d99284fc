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
 * Adds the third-party script (once per page) and mounts its language picker in `target` when it is
 * ready. `onFailed` runs when the script cannot load (offline, blocked); a later attempt may try again.
 */
export function mountGoogleTranslate(
  config: TranslationWidgetConfig,
  target: HTMLElement,
  onFailed: () => void,
): void {
  const page = window as unknown as PageGlobals;
  const mount = () => {
    const Element = page.google?.translate?.TranslateElement;
    if (!Element || target.childElementCount > 0) return;
    target.id = 'google_translate_element';
    new Element(
      { pageLanguage: config.pageLanguage, includedLanguages: config.includedLanguages, autoDisplay: false },
      target.id,
    );
  };
  page[callbackName(config.scriptUrl)] = mount;
  if (page.google?.translate?.TranslateElement) {
    mount();
    return;
  }
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = config.scriptUrl;
  script.async = true;
  script.onerror = () => {
    script.remove();
    onFailed();
  };
  document.body.appendChild(script);
}
