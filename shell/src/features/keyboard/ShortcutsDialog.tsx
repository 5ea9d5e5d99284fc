import Modal from 'react-bootstrap/Modal';
import { SHORTCUTS } from '@earrival/shared/keyboard';
import './shortcuts.css';

type Shortcut = (typeof SHORTCUTS)[number];

const byScope = (): Array<[string, Shortcut[]]> => {
  const groups = new Map<string, Shortcut[]>();
  for (const shortcut of SHORTCUTS)
    groups.set(shortcut.scope, [...(groups.get(shortcut.scope) ?? []), shortcut]);
  return [...groups];
};

/** `?`: every shortcut of the back-office (the shared list), grouped by where it works. */
export function ShortcutsDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="ea-shortcuts-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="ea-shortcuts-title" as="h2" className="h5">
          Keyboard shortcuts
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {byScope().map(([scope, shortcuts]) => (
          <section
            key={scope}
            className="mb-3"
            aria-labelledby={`ea-shortcuts-${scope.replace(/\W+/g, '-')}`}
          >
            <h3 id={`ea-shortcuts-${scope.replace(/\W+/g, '-')}`} className="h6 text-body-secondary">
              {scope}
            </h3>
            <dl className="ea-shortcuts m-0">
              {shortcuts.map((shortcut) => (
                <div key={shortcut.id} className="ea-shortcut">
                  <dt>
                    {shortcut.keys.map((key) => (
                      <kbd key={key}>{key}</kbd>
                    ))}
                  </dt>
                  <dd>{shortcut.description}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </Modal.Body>
    </Modal>
  );
}
