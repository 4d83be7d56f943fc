import type { Driver, ProfileSection } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { errorsBySection, missingSections, nextTab, sectionStatus, visibleTabs } from './driver-sections';

const driverWith = (driver_type: Driver['driver_type'], missing: ProfileSection[]): Driver => ({
  id: 'd1',
  user: 'u1',
  driver_type,
  company_name: '',
  regions: [],
  exp_years: null,
  exp_accidents: null,
  exp_companies: '',
  exp_qualifications: '',
  references: [],
  vehicles: [],
  bank: null,
  subscriptions: [],
  subscription_level: 0,
  notifications: [],
  base_address: '',
  base_location: null,
  profile_state: 'incomplete',
  submitted_at: null,
  decided_at: null,
  decision_reason: null,
  access: { is_driver: true, can_search: false, can_accept: false, gaps: ['profile_not_approved'], missing },
});

describe('driver registration sections', () => {
  it('shows the company tab to commercial drivers only', () => {
    expect(visibleTabs(driverWith('commercial', []))).toContain('commercial');
    expect(visibleTabs(driverWith('non_commercial', []))).not.toContain('commercial');
    expect(visibleTabs(null)).not.toContain('commercial');
  });

  it('moves on past the tabs a driver does not see, and stops at the summary', () => {
    expect(nextTab('type', driverWith('commercial', []))).toBe('commercial');
    expect(nextTab('type', driverWith('non_commercial', []))).toBe('regions');
    expect(nextTab('base', null)).toBe('summary');
    expect(nextTab('summary', null)).toBe('summary');
  });

  it('marks what the server misses, and everything required before the profile exists', () => {
    const driver = driverWith('commercial', ['vehicles', 'deposit']);
    expect(sectionStatus('vehicles', driver)).toBe('missing');
    expect(sectionStatus('regions', driver)).toBe('done');
    expect(sectionStatus('payment', driver)).toBe('info');
    expect(missingSections(null)).toEqual([
      'type',
      'regions',
      'vehicles',
      'experience',
      'references',
      'deposit',
      'base',
    ]);
  });

  it('does not ask a non-commercial driver for company details even if listed', () => {
    expect(missingSections(driverWith('non_commercial', ['commercial', 'base']))).toEqual(['base']);
  });

  it('files each refusal message under the tab that fixes it, unknown ones under the summary', () => {
    expect(
      errorsBySection({
        'references.1.email': ['Enter an email address like name@example.com.'],
        bank_account: ['The account number has 7 to 12 digits.'],
        vehicles: ['Add at least one vehicle.'],
        deposit: ['Add your deposit details.'],
        mystery: ['Something else.'],
      }),
    ).toEqual({
      references: ['Enter an email address like name@example.com.'],
      deposit: ['The account number has 7 to 12 digits.', 'Add your deposit details.'],
      vehicles: ['Add at least one vehicle.'],
      summary: ['Something else.'],
    });
  });
});
