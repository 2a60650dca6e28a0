// What a visitor reads of availability, in English (issue #37), typed by the French module.
import { formatLongDate } from '../english/format';
import type { AvailabilityMessages } from './messages';

export const availabilityMessagesEn: AvailabilityMessages = {
  STATUS_LABELS: { libre: 'Available', reserve: 'Already booked', a_confirmer: 'Availability to be confirmed' },
  availabilityText: {
    checking: 'Checking availability…',
    libre: (date) => `${formatLongDate(date)} is free in our calendar.`,
    reserve: (date) => `${formatLongDate(date)} is already booked for this slot.`,
    a_confirmer: () => 'We will confirm availability with your quote.',
    nextFree: 'Next available dates:',
    freeDate: (date) => formatLongDate(date),
    noneFree: 'No available date found in the coming months for this request: please call us.',
    stillAsk: 'You can still request a quote: a calendar may have changed.',
  },
  DAY_LABELS: { libre: 'available', partiel: 'partly booked', reserve: 'booked', a_confirmer: 'to be confirmed', ferme: 'not offered' },
  monthView: {
    title: 'Availability',
    legend: 'Key',
    updated: (when) => `Updated ${when}.`,
    previous: 'Previous month',
    next: 'Next month',
    calculate: 'Calculate the price for this date',
    hint: 'Choose a day to calculate the price on that date (arrow keys to move between days).',
    intro: 'The available, partly booked and booked days for the packages on this page, from our calendar.',
    past: 'past',
    dayLabel: (day, state) => `${day}: ${state}`,
  },
};
