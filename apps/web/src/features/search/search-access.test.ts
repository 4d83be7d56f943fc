import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../shared/api/api-request-error';
import type { DriverStanding } from '../../shared/drivers/driver-standing';
import { searchAccessOf } from './search-access';

const standing = (access: Partial<DriverStanding['access']>, state: DriverStanding['profile_state'] = 'approved') => ({
  profile_state: state,
  decision_reason: null,
  access: { is_driver: true, can_search: true, can_accept: true, gaps: [], missing: [], ...access },
});

const refused = (code: string) => new ApiRequestError({ status: 403, code, detail: 'No.' });

describe('searchAccessOf', () => {
  it('asks visitors and temporary users to log in', () => {
    expect(searchAccessOf({ status: 'visitor', standing: null })).toBe('log_in');
    expect(searchAccessOf({ status: 'temporary', standing: null })).toBe('log_in');
    expect(searchAccessOf({ status: 'pending', standing: null })).toBe('pending');
  });

  it('offers driver registration to a user with no driver profile', () => {
    expect(searchAccessOf({ status: 'registered', standing: null })).toBe('not_a_driver');
    expect(searchAccessOf({ status: 'registered', standing: standing({ is_driver: false, can_search: false }) })).toBe(
      'not_a_driver',
    );
  });

  it('lets an approved driver search, and tells one still waiting what is missing', () => {
    expect(searchAccessOf({ status: 'registered', standing: standing({}) })).toBe('allowed');
    expect(
      searchAccessOf({
        status: 'registered',
        standing: standing({ can_search: false, missing: ['deposit'] }, 'incomplete'),
      }),
    ).toBe('not_approved');
  });

  it('believes the server when it refuses the search', () => {
    const approved = standing({});
    expect(
      searchAccessOf({ status: 'registered', standing: approved, searchError: refused('driver_not_approved') }),
    ).toBe('not_approved');
    expect(searchAccessOf({ status: 'registered', standing: approved, searchError: refused('not_a_driver') })).toBe(
      'not_a_driver',
    );
    expect(searchAccessOf({ status: 'registered', standing: approved, searchError: new Error('offline') })).toBe(
      'allowed',
    );
  });
});
