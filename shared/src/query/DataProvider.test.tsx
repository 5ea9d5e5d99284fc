import { render, screen } from '@testing-library/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { eventBus } from '@earrival/shared/bus';
import { DataProvider } from './DataProvider';
import { createQueryClient } from './queryClient';

function ClientProbe({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return null;
}

let fetches = 0;
function CountsProbe() {
  const counts = useQuery({ queryKey: ['counts', 'probe'], queryFn: async () => ++fetches });
  return <output>{counts.data ?? '·'}</output>;
}

beforeEach(() => {
  fetches = 0;
});

describe('DataProvider', () => {
  it('adds no second cache under another one: the inner tree reads the outer client', () => {
    const outer = createQueryClient();
    let seen: QueryClient | undefined;
    render(
      <DataProvider client={outer}>
        <DataProvider>
          <ClientProbe onClient={(client) => (seen = client)} />
        </DataProvider>
      </DataProvider>,
    );
    expect(seen).toBe(outer);
  });

  it('refetches on counts-changed from the bus', async () => {
    render(
      <DataProvider client={createQueryClient()}>
        <CountsProbe />
      </DataProvider>,
    );
    expect(await screen.findByText('1')).toBeInTheDocument();
    // The subscription is made once the bus module has loaded (at once here: the test imported it).
    await new Promise((resolve) => setTimeout(resolve, 0));
    eventBus.emit({ type: 'counts-changed', source: 'test' });
    expect(await screen.findByText('2')).toBeInTheDocument();
  });

  it('hears nothing from the bus with busEvents off (the standalone visitor page)', async () => {
    render(
      <DataProvider client={createQueryClient()} busEvents={false}>
        <CountsProbe />
      </DataProvider>,
    );
    expect(await screen.findByText('1')).toBeInTheDocument();
    // A deliberate negative check: a subscription (made at once) would refetch at once; none does.
    await new Promise((resolve) => setTimeout(resolve, 20));
    eventBus.emit({ type: 'counts-changed', source: 'test' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(fetches).toBe(1);
  });
});
