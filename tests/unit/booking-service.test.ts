import { describe, expect, it } from 'vitest';
import { bookingServiceName } from '#/lib/booking-service.ts';

describe('bookingServiceName', () => {
  it.each([
    ['https://calendly.com/sarah-ellis/consultation', 'Calendly'],
    ['https://cal.com/sarah', 'Cal.com'],
    ['https://sarah.as.me/', 'Acuity Scheduling'],
    ['https://app.acuityscheduling.com/schedule.php?owner=1', 'Acuity Scheduling'],
    ['https://sarah-ellis.clientsecure.me', 'sarah-ellis.clientsecure.me'],
    ['https://www.simplepractice.com/widget', 'SimplePractice'],
    ['https://sarahellis.janeapp.co.uk/', 'Jane'],
    ['https://harpenden.cliniko.com/bookings', 'Cliniko'],
    ['https://calendar.app.google/AbC123', 'Google Calendar'],
    ['https://www.example-bookings.co.uk/sarah', 'example-bookings.co.uk'],
  ])('%s is on %s', (url, name) => {
    expect(bookingServiceName(url)).toBe(name);
  });

  it('does not take a look-alike host for a known service', () => {
    expect(bookingServiceName('https://notcalendly.com/x')).toBe('notcalendly.com');
  });
});
