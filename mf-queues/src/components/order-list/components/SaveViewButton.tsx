import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage, savedViewsApi } from '@earrival/shared/api';
import { eventBus } from '@earrival/shared/bus';
import { notify } from '@earrival/shared/toast';

/** The list's query as a saved view keeps it: everything in the address but the page. */
function viewQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

/** Save view: names the list as it is filtered and sorted now; the sidebar lists it (per member). */
export function SaveViewButton({ path }: { path: string }) {
  const location = useLocation();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const save = useMutation({
    mutationFn: () => savedViewsApi.save({ name: name.trim(), path, query: viewQuery(location.search) }),
    onSuccess: (answer) => {
      eventBus.emit({ type: 'saved-views-changed', source: 'mf-queues' });
      notify.success(`View '${answer.data.name}' saved`);
      setNaming(false);
      setName('');
    },
  });
  if (!naming)
    return (
      <Button size="sm" variant="outline-primary" onClick={() => setNaming(true)}>
        Save view
      </Button>
    );
  return (
    <div className="d-flex flex-wrap align-items-start gap-1">
      <div>
        <Form.Control
          size="sm"
          aria-label="View name"
          placeholder="View name"
          maxLength={60}
          autoFocus
          value={name}
          isInvalid={save.isError}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (name.trim()) save.mutate();
            } else if (event.key === 'Escape') setNaming(false);
          }}
        />
        {save.isError && <div className="small text-danger">{errorMessage(save.error)}</div>}
      </div>
      <Button size="sm" disabled={!name.trim() || save.isPending} onClick={() => save.mutate()}>
        Save
      </Button>
      <Button size="sm" variant="link" onClick={() => setNaming(false)}>
        Cancel
      </Button>
    </div>
  );
}
