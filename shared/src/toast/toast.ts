import type { Id } from 'react-toastify/unstyled';

/*
 * Every toast and the page's one container go through this module, so the page has one toast store.
 * react-toastify (its unstyled build: the default one injects a <style> element, which the Content
 * Security Policy refuses) and its stylesheet load with the first toast, not with the page: most pages,
 * the sign-in page first, show none until someone acts. Toasts raised before the container is mounted
 * wait in react-toastify's own queue and show when it mounts.
 */

type Toastify = typeof import('react-toastify/unstyled');
let library: Promise<Toastify> | null = null;
const loadToastify = (): Promise<Toastify> => (library ??= import('react-toastify/unstyled'));

type Listener = () => void;
const listeners = new Set<Listener>();
let wanted = false;

/** Whether a toast was asked for in this page (the container mounts from then on). */
export const toastsWanted = (): boolean => wanted;

export function onToastsWanted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Kind = 'success' | 'error' | 'info';

/** A success toast that can take its change back: an Undo button for UNDO_SECONDS. */
export interface UndoOption {
  /** Takes the change back; resolves with what to say then, or throws an error whose message is shown. */
  undo: () => Promise<string>;
}

/** How long a success toast offers Undo (the server accepts an undo for longer: 10 minutes). */
const UNDO_SECONDS = 10;

function wantContainer(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of [...listeners]) listener();
}

/** The error toasts on screen: a success, or a new page, clears them (their failure is over). */
const errorToasts = new Set<Id>();

/** Closes the error toasts shown: the failure they told of was followed by a success or a new page. */
export function clearErrorToasts(): void {
  if (errorToasts.size === 0) return;
  const ids = [...errorToasts];
  errorToasts.clear();
  void loadToastify().then(({ toast }) => ids.forEach((id) => toast.dismiss(id)));
}

function show(kind: Kind, message: string): void {
  wantContainer();
  if (kind === 'success') clearErrorToasts();
  void loadToastify().then(({ toast }) => {
    const id = toast[kind](message, {
      onClose: () => errorToasts.delete(id),
    });
    if (kind === 'error') errorToasts.add(id);
  });
}

function showUndoable(message: string, option: UndoOption): void {
  wantContainer();
  clearErrorToasts();
  // The toast with a button is a component: it loads with the first such toast, like the library.
  void Promise.all([loadToastify(), import('./UndoToast')]).then(([{ toast }, { showUndoToast }]) =>
    showUndoToast(toast, message, option.undo, UNDO_SECONDS * 1000),
  );
}

export const notify = {
  /** With `{ undo }`, the toast offers Undo for UNDO_SECONDS and stays while the pointer is on it. */
  success: (message: string, option?: UndoOption) =>
    option ? showUndoable(message, option) : show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
