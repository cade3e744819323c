import { describe, expect, it } from 'vitest';
import { letterMergeValues } from './letter-merge-values.ts';
import { letterParagraphs } from './letter-paragraphs.ts';
import { defaultLetterTemplate } from './letter-template-default.ts';

const values = { candidate_name: 'Jordan Rivera', manager: null, pay: '$1 per hour' };

describe('letterParagraphs', () => {
  it('splits at blank lines (also Windows ones and lines of spaces) and keeps single line breaks', () => {
    expect(
      letterParagraphs('Dear {{candidate_name}},\r\n \r\nLine one\nLine two\n\n\n\nEnd', values),
    ).toEqual([['Dear Jordan Rivera,'], ['Line one', 'Line two'], ['End']]);
  });

  it('leaves out a paragraph whose field has no value, and only that paragraph', () => {
    expect(letterParagraphs('You report to {{ manager }}.\n\nYou earn {{pay}}.', values)).toEqual([
      ['You earn $1 per hour.'],
    ]);
  });

  it('does not read merge fields inside the values it fills in', () => {
    expect(letterParagraphs('Hi {{candidate_name}}', { candidate_name: '{{pay}}' })).toEqual([
      ['Hi {{pay}}'],
    ]);
  });

  it('words the default letter as the fixed letter did, for a contract without optional terms', () => {
    const paragraphs = letterParagraphs(
      defaultLetterTemplate,
      letterMergeValues({
        companyName: 'Northwind',
        candidateName: 'Sam Lee',
        positionTitle: 'Analyst',
        department: 'Finance',
        payAmount: null,
        payCurrency: null,
        payPeriod: null,
        startDate: null,
        expiresAt: null,
        kind: 'contract',
        issuedAt: new Date('2026-01-01T00:00:00Z'),
      }),
    ).flat();
    expect(paragraphs[1]).toBe(
      'We are delighted to offer you the contract engagement as Analyst in our Finance team at Northwind.',
    );
    expect(paragraphs.join(' ')).not.toMatch(/salary|rate|start date|based at|report to|remains open/);
    expect(paragraphs.slice(-2)).toEqual(['Sincerely,', 'The Northwind hiring team']);
  });
});
