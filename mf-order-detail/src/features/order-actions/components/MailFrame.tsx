import { useEffect, useRef } from 'react';

/**
 * Shows an e-mail's HTML in a frame of its own, so its styles neither leak into the page nor take the
 * page's. Mail HTML styles itself with style attributes, which the page's Content-Security-Policy (no
 * inline styles) would refuse in a srcdoc frame; so the HTML is parsed inertly, its nodes are copied into
 * an empty frame, and each style attribute is applied through the CSSOM instead. The frame may run nothing.
 */
export function MailFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const target = frame.current?.contentDocument;
    if (!target) return;
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const styles: string[] = [];
    for (const element of Array.from(parsed.body.querySelectorAll('[style]'))) {
      element.setAttribute('data-mail-style', String(styles.push(element.getAttribute('style') ?? '') - 1));
      element.removeAttribute('style');
    }
    for (const element of Array.from(parsed.querySelectorAll('script, iframe, object, embed')))
      element.remove();
    target.body.replaceChildren(
      ...Array.from(parsed.body.childNodes).map((node) => target.importNode(node, true)),
    );
    for (const element of Array.from(target.body.querySelectorAll<HTMLElement>('[data-mail-style]'))) {
      element.style.cssText = styles[Number(element.dataset.mailStyle)] ?? '';
      element.removeAttribute('data-mail-style');
    }
    target.body.style.cssText = parsed.body.getAttribute('style') ?? 'font-family: Arial, sans-serif;';
    target.title = parsed.title;
  }, [html]);

  return <iframe ref={frame} title={title} className="od-preview-frame" sandbox="allow-same-origin" />;
}
