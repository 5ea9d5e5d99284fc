import { useState } from 'react';

/**
 * A question before an action on a subject (a token, a session, a release): `ask` opens it; Yes runs the
 * action and closes it, done or refused (the server's reason is already an error toast). The subject and
 * its question stay while the dialog fades out after the answer. `modal` is the ConfirmModal's show, text
 * (without `question`, the modal's own), onYes and onNo.
 */
export function useConfirm<Subject>(
  act: (subject: Subject) => Promise<unknown>,
  question?: (subject: Subject) => string,
) {
  const [subject, setSubject] = useState<Subject | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const ask = (next: Subject) => {
    setSubject(next);
    setOpen(true);
  };
  const onYes = () => {
    if (subject !== null)
      void act(subject)
        .catch(() => undefined)
        .finally(close);
  };
  const text = question && (subject === null ? '' : question(subject));
  return { subject, ask, modal: { show: open, text, onYes, onNo: close } };
}
