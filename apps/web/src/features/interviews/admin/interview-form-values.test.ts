import { describe, expect, it } from 'vitest';
import { checkValues, createBodyOf, detailsOf, emptyValues } from './interview-form-values.ts';

const now = new Date('2030-01-01T00:00:00Z');
const filled = {
  ...emptyValues('Europe/Berlin'),
  candidateEmail: ' Candidate@Example.com ',
  positionId: 'p-1',
  startDate: '2030-01-02',
  startTime: '15:30',
  meetingUrl: 'https://meet.example/abc',
  interviewers: [' Priya ', ''],
  notes: '  ',
};

describe('checkValues', () => {
  it('accepts a complete video interview and reads the wall time in its zone', () => {
    const { errors, startsAt } = checkValues(filled, 'create', now, true);
    expect(errors).toEqual({});
    expect(startsAt).toBe('2030-01-02T14:30:00.000Z');
  });

  it('names each missing or wrong field', () => {
    const { errors } = checkValues(
      {
        ...filled,
        candidateEmail: '',
        positionId: null,
        startDate: '',
        duration: 2,
        meetingUrl: 'javascript:x',
      },
      'create',
      now,
      true,
    );
    expect(errors).toEqual({
      candidate_email: 'required',
      position_id: 'required',
      startDate: 'required',
      duration_minutes: 'required',
      meeting_url: 'badUrl',
    });
  });

  it('asks for the address of an onsite interview and a future start', () => {
    const { errors } = checkValues(
      { ...filled, kind: 'onsite', startDate: '2029-12-31' },
      'create',
      now,
      true,
    );
    expect(errors).toEqual({ location: 'required', starts_at: 'mustBeFuture' });
  });

  it('lets an edit keep a start that has passed when it does not move it', () => {
    expect(checkValues({ ...filled, startDate: '2029-12-31' }, 'edit', now, false).errors).toEqual({});
  });
});

describe('request bodies', () => {
  it('sends the link for video and the location otherwise, trimmed, blanks as null', () => {
    expect(detailsOf(filled, 'X')).toMatchObject({
      kind: 'video',
      meeting_url: 'https://meet.example/abc',
      location: null,
      interviewers: ['Priya'],
      notes: null,
    });
    expect(detailsOf({ ...filled, kind: 'phone', location: ' +1 555 0100 ' }, 'X')).toMatchObject({
      meeting_url: null,
      location: '+1 555 0100',
    });
    expect(createBodyOf(filled, 'X')).toMatchObject({
      candidate_email: 'candidate@example.com',
      position_id: 'p-1',
    });
  });
});
