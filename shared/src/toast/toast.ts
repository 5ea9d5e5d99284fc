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

/**
 * Closes the error toasts on screen: the failure they told of is behind a new page (the shell calls it).
 * A success closes them by itself (the lane watches the toasts: ToastContainer.tsx). Nothing to close, and
 * nothing loaded, before the first toast.
 */
export function clearErrorToasts(): void {
  if (!wanted) return;
  void import('./ToastContainer').then((lane) => lane.clearErrorToasts());
}

function show(kind: Kind, message: string): void {
  wantContainer();
  void loadToastify().then(({ toast }) => toast[kind](message));
}

function showUndoable(message: string, option: UndoOption): void {
  wantContainer();
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
