import { useEffect, useRef } from 'react';

/**
 * Every keyboard shortcut of the back-office, in one list: the shell's `?` dialog shows it, and each
 * screen binds its own keys from it with `useShortcuts`. Keys are KeyboardEvent.key values.
 */
export const SHORTCUTS = [
  { id: 'search', keys: ['/'], scope: 'Everywhere', description: 'Search orders' },
  { id: 'help', keys: ['?'], scope: 'Everywhere', description: 'Show keyboard shortcuts' },
  { id: 'menu', keys: ['g'], scope: 'Everywhere', description: 'Go to the queues in the menu' },
  { id: 'nextRow', keys: ['j'], scope: 'Order lists', description: 'Next row' },
  { id: 'previousRow', keys: ['k'], scope: 'Order lists', description: 'Previous row' },
  { id: 'openRow', keys: ['Enter'], scope: 'Order lists', description: 'Open the order' },
  { id: 'comment', keys: ['c'], scope: 'Order page', description: 'Add a comment' },
  // Pressed in the remark itself, so the comment form binds it (useShortcuts leaves fields alone).
  { id: 'sendComment', keys: ['Ctrl+Enter'], scope: 'Order page', description: 'Send the comment' },
  { id: 'nextOrder', keys: ['n'], scope: 'Order page', description: 'Next order in the list' },
  { id: 'previousOrder', keys: ['p'], scope: 'Order page', description: 'Previous order in the list' },
  { id: 'backToList', keys: ['u'], scope: 'Order page', description: 'Back to the list' },
] as const;

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

/** True when a key press belongs to what the user is typing, or to an open dialog, not to a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return target.closest('[role="dialog"]') !== null;
}

const keyOf = (id: ShortcutId): readonly string[] => SHORTCUTS.find((s) => s.id === id)?.keys ?? [];

/**
 * Binds shortcuts while the calling screen is mounted. Ignores presses with Ctrl, Alt or Meta, and
 * presses typed into a field. The handlers may change every render; the listener is bound once.
 */
export function useShortcuts(
  handlers: Partial<Record<ShortcutId, (event: KeyboardEvent) => void>>,
  enabled = true,
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      for (const [id, handler] of Object.entries(latest.current) as [
        ShortcutId,
        (e: KeyboardEvent) => void,
      ][]) {
        if (handler && keyOf(id).includes(event.key)) {
          event.preventDefault();
          handler(event);
          return;
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
