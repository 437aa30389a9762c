import { describe, expect, it } from 'vitest';
import { dayRangeLabel, hoursLabel } from '#/lib/office-hours.ts';

describe('office hours labels', () => {
  it('names a run of days by its ends', () => {
    expect(dayRangeLabel(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe('Monday to Friday');
    expect(dayRangeLabel(['Saturday', 'Sunday'])).toBe('Saturday and Sunday');
    expect(dayRangeLabel(['Sunday'])).toBe('Sunday');
  });
  it('writes opening times without a leading zero, or Closed', () => {
    expect(hoursLabel({ days: ['Monday'], opens: '09:00', closes: '18:00' })).toBe('9:00 to 18:00');
    expect(hoursLabel({ days: ['Sunday'], closed: true })).toBe('Closed');
  });
});
