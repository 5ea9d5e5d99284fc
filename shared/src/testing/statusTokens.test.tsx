import { render } from '@testing-library/react';
import { rawStatusTokens, rawStatusTokensOnPage } from '@earrival/shared/testing';

describe('the raw status token scanner', () => {
  it('finds tokens that reached the screen as the database spells them', () => {
    expect(rawStatusTokens('Order moved to Awaiting successfully')).toEqual([
      'Awaiting in "…Order moved to Awaiting successfully…"',
    ]);
    expect(rawStatusTokens('Moved from AwaitingGovt to ChargeBack').map((hit) => hit.split(' ')[0])).toEqual([
      'AwaitingGovt',
      'ChargeBack',
    ]);
    expect(rawStatusTokens('Status: Refunds')).toHaveLength(1);
    expect(rawStatusTokens('Awaiting')).toHaveLength(1);
  });

  it('leaves labels and the spec’s own texts alone', () => {
    const fine =
      'Awaiting Response · Awaiting Govt · Charge Back · Refunded · Completed Refunds · Completed Orders · ' +
      'Awaiting Customer · Refund Orders · Order moved to Awaiting Response successfully · Pending · New';
    expect(rawStatusTokens(fine)).toEqual([]);
  });

  it('reads a page cell by cell, titles and accessible names included', () => {
    const { container } = render(
      <table>
        <tbody>
          <tr>
            <td>Awaiting Govt</td>
            <td>x</td>
            <td title="was ChargeBack">Charge Back</td>
            <td aria-label="Awaiting">?</td>
          </tr>
        </tbody>
      </table>,
    );
    expect(rawStatusTokensOnPage(container).map((hit) => hit.split(' ')[0])).toEqual([
      'ChargeBack',
      'Awaiting',
    ]);
  });
});
