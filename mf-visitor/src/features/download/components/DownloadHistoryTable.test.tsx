import { capitalizeFirst } from './DownloadHistoryTable';

describe('the Device Type column', () => {
  it('capitalises the device type', () => {
    expect(capitalizeFirst('pending')).toBe('Pending');
    expect(capitalizeFirst('')).toBe('');
  });
});
