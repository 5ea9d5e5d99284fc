import { useEffect, useRef } from 'react';

/** A style attribute inside a tag, double- or single-quoted. */
const STYLE_ATTRIBUTE = /(<[^>]*?\s)style\s*=\s*("[^"]*"|'[^']*')/gi;

/**
 * Shows an e-mail's HTML in a frame of its own, so its styles neither leak into the page nor take the
 * page's. Mail HTML styles itself with style attributes, which the page's Content-Security-Policy (no
 * inline styles) refuses wherever they are parsed, even in a DOMParser document or a srcdoc frame. So
 * the attributes are renamed before parsing, the nodes are copied into an empty frame, and each style is
 * applied through the CSSOM, which the policy allows. Scripts and embedded frames are dropped; the frame
 * may run nothing.
 */
export function MailFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const target = frame.current?.contentDocument;
    if (!target) return;
    const parsed = new DOMParser().parseFromString(
      html.replace(STYLE_ATTRIBUTE, '$1data-mail-style=$2'),
      'text/html',
    );
    for (const element of Array.from(parsed.querySelectorAll('script, iframe, object, embed')))
      element.remove();
    target.body.replaceChildren(
      ...Array.from(parsed.body.childNodes).map((node) => target.importNode(node, true)),
    );
    target.body.style.cssText =
      parsed.body.getAttribute('data-mail-style') ?? 'font-family: Arial, sans-serif;';
    for (const element of Array.from(target.body.querySelectorAll<HTMLElement>('[data-mail-style]'))) {
      element.style.cssText = element.dataset.mailStyle ?? '';
      element.removeAttribute('data-mail-style');
    }
    target.title = parsed.title;
  }, [html]);

  return <iframe ref={frame} title={title} className="od-preview-frame" sandbox="allow-same-origin" />;
}
