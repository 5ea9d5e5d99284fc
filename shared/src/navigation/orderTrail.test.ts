import {
  followOrderTrail,
  listReturnFocus,
  listReturnState,
  orderNeighbours,
  readOrderTrail,
  rememberOrderTrail,
} from '@earrival/shared/orderTrail';

const LIST = '/admin/pending-order?search=perez&sort=created_at&page=2';

beforeEach(() => sessionStorage.clear());

describe('order trail', () => {
  it('gives an order its neighbours, its place and the list to go back to', () => {
    rememberOrderTrail({ listUrl: LIST, listLabel: 'Pending Orders', orderIds: [11, 22, 33] });
    expect(orderNeighbours(22)).toEqual({
      previous: 11,
      next: 33,
      position: 2,
      count: 3,
      listUrl: LIST,
      listLabel: 'Pending Orders',
      list: null,
    });
    expect(orderNeighbours(11)).toMatchObject({ previous: null, next: 22, position: 1 });
    expect(orderNeighbours(33)).toMatchObject({ previous: 22, next: null, position: 3 });
  });

  it('knows nothing of an order outside the list, or without any list remembered', () => {
    expect(orderNeighbours(22)).toBeNull();
    rememberOrderTrail({ listUrl: LIST, listLabel: 'Pending Orders', orderIds: [11, 22, 33] });
    expect(orderNeighbours(44)).toBeNull();
  });

  it('keeps the latest list only: opening a row from another queue replaces it', () => {
    rememberOrderTrail({ listUrl: LIST, listLabel: 'Pending Orders', orderIds: [11, 22, 33] });
    rememberOrderTrail({
      listUrl: '/admin/completed-order',
      listLabel: 'Completed Orders',
      orderIds: [22, 55],
    });
    expect(orderNeighbours(22)).toMatchObject({ previous: null, next: 55, listLabel: 'Completed Orders' });
    expect(orderNeighbours(11)).toBeNull();
  });

  it('drops ids that are not order ids, and keeps at most 1,000', () => {
    rememberOrderTrail({
      listUrl: LIST,
      listLabel: 'All Orders',
      orderIds: [0, -3, 1.5, Number.NaN, ...Array.from({ length: 1200 }, (_, i) => i + 1)],
    });
    const trail = readOrderTrail()!;
    expect(trail.orderIds).toHaveLength(1000);
    expect(trail.orderIds[0]).toBe(1);
    expect(orderNeighbours(1)).toMatchObject({ previous: null, next: 2, count: 1000 });
  });

  it('ignores what is not a trail of this page: another site, or broken storage', () => {
    sessionStorage.setItem(
      'earrival.orderTrail',
      JSON.stringify({ listUrl: 'https://evil.example/x', listLabel: 'x', orderIds: [1, 2] }),
    );
    expect(orderNeighbours(1)).toBeNull();
    sessionStorage.setItem(
      'earrival.orderTrail',
      JSON.stringify({ listUrl: '//evil.example/x', listLabel: 'x', orderIds: [1, 2] }),
    );
    expect(orderNeighbours(1)).toBeNull();
    sessionStorage.setItem(
      'earrival.orderTrail',
      JSON.stringify({ listUrl: '/\\evil.example/x', listLabel: 'x', orderIds: [1, 2] }),
    );
    expect(orderNeighbours(1)).toBeNull();
    sessionStorage.setItem('earrival.orderTrail', '{not json');
    expect(readOrderTrail()).toBeNull();
    sessionStorage.setItem('earrival.orderTrail', JSON.stringify({ listUrl: LIST, orderIds: 'x' }));
    expect(readOrderTrail()).toBeNull();
  });

  it('survives a storage that refuses to write: Previous and Next are simply not offered', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberOrderTrail({ listUrl: LIST, listLabel: 'x', orderIds: [1, 2] })).not.toThrow();
    expect(orderNeighbours(1)).toBeNull();
    setItem.mockRestore();
  });

  it('keeps the whole list call, and an order reached past the rows shown joins the trail beside its neighbour', () => {
    const list = { orderName: 'pendingOrder', sort: 'created_at', order: 'asc' } as const;
    rememberOrderTrail({ listUrl: LIST, listLabel: 'Pending Orders', orderIds: [11, 22, 33], list });
    followOrderTrail(33, 44, 'next');
    followOrderTrail(11, 5, 'previous');
    expect(readOrderTrail()?.orderIds).toEqual([5, 11, 22, 33, 44]);
    expect(orderNeighbours(44)).toMatchObject({ previous: 33, next: null, list });
    // A stored call that is not one (an unknown folder) is dropped; the rows still lead.
    sessionStorage.setItem(
      'earrival.orderTrail',
      JSON.stringify({ listUrl: LIST, listLabel: 'x', orderIds: [1, 2], list: { orderName: 'secrets' } }),
    );
    expect(orderNeighbours(1)).toMatchObject({ next: 2, list: null });
  });

  it('hands Back to list the rows to focus, and reads only ids from a history state', () => {
    expect(listReturnFocus(listReturnState([42, null]))).toEqual([42]);
    expect(listReturnFocus(listReturnState([42, 43]))).toEqual([42, 43]);
    expect(listReturnFocus(null)).toEqual([]);
    expect(listReturnFocus({ returnFocusTo: 'x' })).toEqual([]);
    expect(listReturnFocus({ returnFocusTo: [1, 'two'] })).toEqual([1]);
  });
});
