import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('keeps tech names whole, with their punctuation', () => {
    expect(tokenize('C++ and C# developers')).toEqual(['c++', 'c#', 'developer']);
    expect(tokenize('F#, .NET and ASP.NET Core')).toEqual(['f#', '.net', 'asp.net', 'core']);
    expect(tokenize('Node.js / Next.js / D3.js')).toEqual(['node.js', 'next.js', 'd3.js']);
    expect(tokenize('CI/CD pipelines, A/B tests')).toEqual(['ci/cd', 'pipeline', 'a/b', 'test']);
    expect(tokenize('FP&A, R&D and L&D')).toEqual(['fp&a', 'r&d', 'l&d']);
    expect(tokenize('C++11')).toEqual(['c++', '11']);
  });

  it('never turns a tech name into a plain word a job ad may use', () => {
    // "CPP" in a payroll ad is the Canada Pension Plan.
    expect(tokenize('CPP deductions')).toEqual(['cpp', 'deduction']);
    expect(tokenize('c++')).not.toContain('cpp');
    expect(tokenize('Go-to-Market')).toEqual(['go-to-market']);
    expect(tokenize('Go')).toEqual(['go']);
  });

  it('folds accents and case, drops stop words and reduces plurals', () => {
    expect(tokenize('Engineers in São Paulo')).toEqual(['engineer', 'sao', 'paulo']);
    expect(tokenize('Build & CI')).toEqual(['build', 'ci']);
  });
});
