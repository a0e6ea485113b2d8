/**
 * Fixed data of every mail template, with the default acknowledgment wording: what the rendering
 * snapshots and the email-client support check render.
 */
import { defaultMailConfig } from '../../src/mail/config';
import type { MailDataByKind } from '../../src/mail/message-data';

export const settings = {
  acknowledgment: defaultMailConfig.acknowledgment,
  cardMailBusinessDays: defaultMailConfig.cardMailBusinessDays,
  reportAddress: defaultMailConfig.reportAddress,
};

export const samples: { [K in keyof MailDataByKind]: MailDataByKind[K] } = {
  'order-receipt': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    greeting: { header: 'Happy Birthday, Ava!', lines: ['Sam has given you the gift of giving.'] },
    card: {
      designKey: 'birthday',
      header: 'Happy Birthday, Ava!',
      lines: ['Sam has given you the gift of giving.'],
      fontSize: 32,
      lineHeight: 44,
    },
    recipientName: 'Ava',
    fromName: 'Grandma Sam',
    giftCents: 2000,
    shippingCents: 895,
    shippingName: 'Priority mail (tracked)',
    donationCents: 100,
    totalCents: 2995,
    deductibleCents: 2995,
    shipTo: {
      name: 'Pat Lee',
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      country: 'United States',
    },
    paidAt: '2026-11-20T15:04:00.000Z',
  },
  'order-shipped': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    recipientName: 'Ava',
    shippedAt: '2026-11-24T10:00:00.000Z',
    packageName: 'Priority mail (tracked)',
    trackingNumber: '9400111899223344556677',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
  },
  'gift-opened': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    recipientName: 'Ava',
    charities: ['Books for Every Kid'],
    redeemedAt: '2026-12-25T09:30:00.000Z',
  },
  'donation-receipt': { donationId: 42, amountCents: 4000, paidAt: '2026-11-20T15:04:00.000Z' },
  ecard: {
    orderId: 7,
    orderIdentifier: 'LG-7K3M9Q2XWD',
    fromName: 'Grandma Sam',
    recipientName: 'Ava',
    grownUpName: 'Pat',
    purchaserEmail: 'sam@example.com',
    greeting: { header: 'Happy Birthday, Ava!', lines: ['Sam has given you the gift of giving.'] },
    card: {
      designKey: 'birthday',
      header: 'Happy Birthday, Ava!',
      lines: ['Sam has given you the gift of giving.'],
      fontSize: 32,
      lineHeight: 44,
    },
    link: { tokenCiphertext: 'not-rendered' },
    ecardUrl: 'http://localhost:3000/ecard#TOKEN_TOKEN_TOKEN_TOKEN_TOKEN_TOKEN_TOKEN_T',
  },
  'ecard-sent': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    recipientName: 'Ava',
    grownUpEmail: 'pat@example.com',
    sentAt: '2026-12-25T13:00:00.000Z',
  },
  'gift-reminder': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    orderPublicId: '0b8f5b4e-8f4e-4a55-9a55-6c2f1d1f0a11',
    recipientName: 'Ava',
    paidAt: '2026-11-20T15:04:00.000Z',
    days: 30,
    delivery: 'mail',
    kidspageUrl: 'https://littlegivers.example/kidspage',
    optOutUrl: 'https://littlegivers.example/api/giftReminders/0b8f5b4e-8f4e-4a55-9a55-6c2f1d1f0a11/optOut?t=TOKEN',
  },
  'backup-notice': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    orderPublicId: '0b8f5b4e-8f4e-4a55-9a55-6c2f1d1f0a11',
    recipientName: 'Ava',
    paidAt: '2026-11-20T15:04:00.000Z',
    backupOn: '2027-11-20T15:04:00.000Z',
    backupCharity: null,
    kidspageUrl: 'https://littlegivers.example/kidspage',
    optOutUrl: 'https://littlegivers.example/api/giftReminders/0b8f5b4e-8f4e-4a55-9a55-6c2f1d1f0a11/optOut?t=TOKEN',
  },
  'gift-reached': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    orderPublicId: '0b8f5b4e-8f4e-4a55-9a55-6c2f1d1f0a11',
    recipientName: 'Ava',
    charities: ['Books for Every Kid'],
    paidOn: '2027-01-15',
    payoutId: 7,
    backup: false,
  },
  'payout-reversed': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    orderPublicId: '0b8f5b4e-8f4e-4a55-9a55-6c2f1d1f0a11',
    recipientName: 'Ava',
    charities: ['Books for Every Kid'],
    payoutId: 7,
    reversedOn: '2027-01-20',
  },
  'card-reissued': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    recipientName: 'Ava',
    reissuedAt: '2026-12-02T10:00:00.000Z',
    download: { tokenCiphertext: 'v1.not-rendered' },
    downloadUrl: 'https://api.littlegivers.example/api/cardDownload/sample-token',
  },
  'staff-sign-in': {
    tokenCiphertext: 'v1.not-rendered',
    expiresAt: '2026-11-20T15:19:00.000Z',
    validMinutes: 15,
    reason: 'invite',
    signInUrl: 'http://localhost:3000/staff/sign-in#link=sample-token',
  },
};
