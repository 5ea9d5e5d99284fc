import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SHORTCUTS, isTypingTarget, useShortcuts } from '@earrival/shared/keyboard';

function Screen({ enabled = true }: { enabled?: boolean }) {
  const [log, setLog] = useState<string[]>([]);
  useShortcuts(
    {
      nextRow: () => setLog((l) => [...l, 'next']),
      previousRow: () => setLog((l) => [...l, 'previous']),
    },
    enabled,
  );
  return (
    <div>
      <output data-testid="log">{log.join(',')}</output>
      <input aria-label="field" />
      <div role="dialog" aria-label="box">
        <button type="button">in dialog</button>
      </div>
    </div>
  );
}

const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(target, { key, ...init });

describe('the shared keyboard shortcuts', () => {
  it('lists each key once, with a scope and a description', () => {
    const keys = SHORTCUTS.flatMap((s) => s.keys.map((key) => `${s.scope}|${key}`));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(SHORTCUTS.map((s) => s.id)).size).toBe(SHORTCUTS.length);
    for (const shortcut of SHORTCUTS) expect(shortcut.description).not.toBe('');
  });

  it('runs the handler of a bound key and marks the press handled', () => {
    render(<Screen />);
    const event = new KeyboardEvent('keydown', { key: 'j', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    press('k');
    press('x');
    expect(screen.getByTestId('log')).toHaveTextContent('next,previous');
    expect(event.defaultPrevented).toBe(true);
  });

  it('ignores typing in a field, presses inside a dialog, and presses with Ctrl, Alt or Meta', () => {
    render(<Screen />);
    press('j', screen.getByLabelText('field'));
    press('j', screen.getByRole('button', { name: 'in dialog' }));
    press('j', document.body, { ctrlKey: true });
    press('j', document.body, { altKey: true });
    press('j', document.body, { metaKey: true });
    expect(screen.getByTestId('log')).toHaveTextContent('');
  });

  it('binds nothing while disabled, and unbinds when the screen goes', () => {
    const { rerender, unmount } = render(<Screen enabled={false} />);
    press('j');
    expect(screen.getByTestId('log')).toHaveTextContent('');
    rerender(<Screen />);
    press('j');
    expect(screen.getByTestId('log')).toHaveTextContent('next');
    unmount();
    expect(() => press('j')).not.toThrow();
  });

  it('knows what a typing target is', () => {
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
