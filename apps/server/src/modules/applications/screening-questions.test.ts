import { randomUUID } from 'node:crypto';
import { screeningQuestionTypes } from '@opencareers/contracts/screening-questions';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications as applicationsTable, formSubmissions } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jobBody, put } from '../admin-jobs/admin-jobs-test-kit.ts';
import { createForm } from '../form-assignments/test-kit.ts';
import { demoAdmin, newCandidate } from '../interviews/interviews-test-kit.ts';
import { apply, goodAnswers } from './applications-test-kit.ts';

/* issue 15 item 4: per-job screening questions, from the job editor to the admin's application page. */

let t: TestApp;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

const questions = [
  { id: 'years', label: 'Years of TypeScript?', type: 'number', required: true },
  { id: 'visa', label: 'Do you need a visa?', type: 'yes_no', required: true },
  {
    id: 'shift',
    label: 'Preferred shift',
    type: 'single_choice',
    required: false,
    options: ['Early', 'Late'],
  },
  { id: 'note', label: 'Anything else?', type: 'long_text', required: false },
];

const openJob = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/admin/jobs', { ...jobBody(overrides), status: 'open' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.job as { id: string; version: number; screeningQuestions: unknown[] };
};

const applyForm = async (agent: HttpAgent, positionId: string) =>
  (await agent.get('/api/pcsx/apply_form', { query: { position_id: positionId } })).json().data;

describe('screening questions', () => {
  it('are stored with the job in order, and a duplicate keeps them', async () => {
    const job = await openJob({ screeningQuestions: questions } as never);
    expect(job.screeningQuestions).toEqual([
      { ...questions[0], options: [] },
      { ...questions[1], options: [] },
      questions[2],
      { ...questions[3], options: [] },
    ]);
    // Reordered and trimmed on save.
    const reordered = [questions[1], { ...questions[0], label: '  Years?  ' }];
    const res = await put(admin, `/api/admin/jobs/${job.id}`, {
      ...jobBody({ screeningQuestions: reordered } as never),
      version: job.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data.job.screeningQuestions;
    expect(saved.map((q: { id: string; label: string }) => [q.id, q.label])).toEqual([
      ['visa', 'Do you need a visa?'],
      ['years', 'Years?'],
    ]);
    const copy = (await admin.post(`/api/admin/jobs/${job.id}/duplicate`, {})).json().data.job;
    expect(copy.screeningQuestions).toEqual(saved);
  });

  it('show after the standard fields of the apply form; a job without any shows the form as before', async () => {
    const plain = await openJob();
    const asked = await openJob({ screeningQuestions: questions } as never);
    const { agent } = await newCandidate(t);
    const before = (await applyForm(agent, plain.id)).form.definition;
    const after = (await applyForm(agent, asked.id)).form.definition;
    expect(after.sections.slice(0, -1)).toEqual(before.sections);
    const last = after.sections.at(-1);
    expect(
      last.items.map((i: { name: string; type: string; required: boolean }) => [i.name, i.type, i.required]),
    ).toEqual([
      ['screening_years', 'number', true],
      ['screening_visa', 'radio', true],
      ['screening_shift', 'radio', false],
      ['screening_note', 'textarea', false],
    ]);
    // A job without questions takes the standard answers and stores no screening answers.
    const res = await apply(agent, plain.id);
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await admin.get(`/api/admin/applications/${res.json().data.application.id}`)).json().data
      .application;
    expect(detail.screening).toEqual([]);
  });

  it('enforces required answers and valid choices on the server, storing nothing until they are right', async () => {
    const job = await openJob({ screeningQuestions: questions } as never);
    const { agent } = await newCandidate(t);
    const applications = async () =>
      (await t.database.db.select({ n: count() }).from(applicationsTable))[0]!.n;
    const submissions = async () => (await t.database.db.select({ n: count() }).from(formSubmissions))[0]!.n;
    const [apps0, subs0] = [await applications(), await submissions()];

    const cases: [Record<string, unknown>, string[]][] = [
      [goodAnswers(), ['screening_years', 'screening_visa']],
      [{ ...goodAnswers(), screening_years: 'many', screening_visa: 'yes' }, ['screening_years']],
      [{ ...goodAnswers(), screening_years: '4', screening_visa: 'maybe' }, ['screening_visa']],
      [
        { ...goodAnswers(), screening_years: '4', screening_visa: 'no', screening_shift: 'Night' },
        ['screening_shift'],
      ],
      [
        { ...goodAnswers(), screening_years: '4', screening_visa: 'no', screening_other: 'x' },
        ['screening_other'],
      ],
      // Standard and screening problems are told together.
      [{ ...goodAnswers(), fullName: '' }, ['fullName', 'screening_years', 'screening_visa']],
    ];
    for (const [values, fields] of cases) {
      const res = await apply(agent, job.id, values);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().fieldErrors).sort(), JSON.stringify(values)).toEqual([...fields].sort());
    }
    // Whatever else is sent, a required question left unanswered or answered outside its choices is refused.
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            screening_years: fc.jsonValue(),
            screening_visa: fc.jsonValue().filter((v) => v !== 'yes' && v !== 'no'),
            screening_shift: fc.jsonValue(),
            screening_note: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
        async (patch) => {
          const res = await apply(agent, job.id, { ...goodAnswers(), ...patch });
          // 422 names the fields; a body the JSON parser refuses outright (a `__proto__` key)
          // is a 400 before any answer is read. Either way nothing is stored (checked below).
          if (res.statusCode === 400) expect(res.json().code, res.body).toBe('BAD_JSON');
          else expect(res.statusCode, res.body).toBe(422);
        },
      ),
      { numRuns: 60 },
    );
    expect(await applications()).toBe(apps0);
    expect(await submissions()).toBe(subs0);
  });
  it('stores the answers with the questions as asked and shows them on the admin application page', async () => {
    const job = await openJob({ screeningQuestions: questions } as never);
    const { agent } = await newCandidate(t);
    const res = await apply(agent, job.id, {
      ...goodAnswers(),
      screening_years: ' 7 ',
      screening_visa: 'no',
      screening_shift: 'Late',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.application.id;
    // Editing the job later does not change what was asked and answered.
    await put(admin, `/api/admin/jobs/${job.id}`, { ...jobBody(), version: job.version });
    const detail = (await admin.get(`/api/admin/applications/${id}`)).json().data.application;
    expect(detail.screening).toEqual([
      { id: 'years', label: 'Years of TypeScript?', type: 'number', required: true, answer: '7' },
      { id: 'visa', label: 'Do you need a visa?', type: 'yes_no', required: true, answer: 'no' },
      { id: 'shift', label: 'Preferred shift', type: 'single_choice', required: false, answer: 'Late' },
      { id: 'note', label: 'Anything else?', type: 'long_text', required: false, answer: null },
    ]);
    // The standard answers stay in the form submission, without the screening ones.
    expect(Object.keys(detail.answers).some((k) => k.startsWith('screening_'))).toBe(false);
  });

  it('answers 409 when the questions changed while the candidate was typing, storing nothing; the new key works', async () => {
    const job = await openJob({ screeningQuestions: questions } as never);
    const { agent } = await newCandidate(t);
    const opened = await applyForm(agent, job.id);
    const answers = { ...goodAnswers(), screening_years: '3', screening_visa: 'no' };
    const send = (key: string) =>
      agent.post('/api/pcsx/applications', {
        position_id: job.id,
        values: answers,
        form_version: opened.form.version,
        screening_key: key,
      });
    // The admin rewords a question after the page was opened.
    const edited = [{ ...questions[0], label: 'Years of TypeScript, in production?' }, ...questions.slice(1)];
    const saved = await put(admin, `/api/admin/jobs/${job.id}`, {
      ...jobBody({ screeningQuestions: edited } as never),
      version: job.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = async () => (await t.database.db.select({ n: count() }).from(applicationsTable))[0]!.n;
    const before = await stored();
    const stale = await send(opened.screeningKey);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(
      'This form has changed since you opened it. Reload the page to see the new version.',
    );
    expect(await stored()).toBe(before);
    // Reloaded: a new key, and the same answers go through.
    const reloaded = await applyForm(agent, job.id);
    expect(reloaded.screeningKey).not.toBe(opened.screeningKey);
    expect((await send(reloaded.screeningKey)).statusCode).toBe(201);
    // A job that asks nothing has a key too, and it is stable.
    const plain = await openJob();
    expect((await applyForm(agent, plain.id)).screeningKey).toBe(
      (await applyForm(agent, plain.id)).screeningKey,
    );
  });

  it("uses the job's own form when one is chosen; a form that is not the company's is refused with the field", async () => {
    const form = await createForm(admin);
    const job = await openJob({
      applicationFormId: form.id,
      screeningQuestions: questions.slice(1, 2),
    } as never);
    expect(job).toMatchObject({ applicationFormId: form.id });
    const { agent } = await newCandidate(t);
    const shown = await applyForm(agent, job.id);
    expect(shown.form.id).toBe(form.id);
    expect(shown.form.definition.sections.map((s: { title: string }) => s.title)).toEqual([
      'You',
      'Questions from the hiring team',
    ]);
    // The standard form's answers do not satisfy this one; its own do.
    const wrong = await apply(agent, job.id, { ...goodAnswers(), screening_visa: 'no' });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().fieldErrors).toHaveProperty('legalName');
    const right = await apply(agent, job.id, {
      legalName: 'Casey Tester',
      relocate: 'yes',
      screening_visa: 'no',
    });
    expect(right.statusCode, right.body).toBe(201);
    // Back to the standard form.
    const back = await put(admin, `/api/admin/jobs/${job.id}`, {
      ...jobBody({ applicationFormId: null } as never),
      version: job.version,
    });
    expect(back.json().data.job.applicationFormId).toBeNull();
    expect((await applyForm(agent, job.id)).form.id).not.toBe(form.id);

    // Unknown ids (and another company's forms, which look the same from here) change nothing.
    const before = (await admin.get(`/api/admin/jobs/${job.id}`)).json().data.job;
    for (const id of [randomUUID(), randomUUID()]) {
      const refused = await put(admin, `/api/admin/jobs/${job.id}`, {
        ...jobBody({ applicationFormId: id } as never),
        version: before.version,
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().fieldErrors).toEqual({ applicationFormId: 'Choose one of your forms' });
      const created = await admin.post('/api/admin/jobs', { ...jobBody({ applicationFormId: id } as never) });
      expect(created.statusCode).toBe(422);
    }
    const malformed = await put(admin, `/api/admin/jobs/${job.id}`, {
      ...jobBody({ applicationFormId: 'not-a-uuid' } as never),
      version: before.version,
    });
    expect(malformed.statusCode).toBe(400);
    expect((await admin.get(`/api/admin/jobs/${job.id}`)).json().data.job).toEqual(before);
  });

  it('refuses bad questions with 400 and the path, changing nothing', async () => {
    const job = await openJob({ screeningQuestions: [questions[0]] } as never);
    const q = questions[0]!;
    const cases: [unknown, string][] = [
      [[{ ...q, label: '  ' }], 'screeningQuestions.0.label'],
      [[{ ...q, type: 'essay' }], 'screeningQuestions.0.type'],
      [[{ ...q, id: 'bad id!' }], 'screeningQuestions.0.id'],
      [[q, { ...q }], 'screeningQuestions.1.id'],
      [[{ ...q, type: 'single_choice', options: ['Only'] }], 'screeningQuestions.0.options'],
      [[{ ...q, type: 'single_choice', options: ['A', 'a'] }], 'screeningQuestions.0.options.1'],
      [[{ ...q, options: ['A', 'B'] }], 'screeningQuestions.0.options'],
      [Array.from({ length: 21 }, (_, i) => ({ ...q, id: `q${i}` })), 'screeningQuestions'],
      ['nope', 'screeningQuestions'],
    ];
    for (const [screeningQuestions, field] of cases) {
      const res = await put(admin, `/api/admin/jobs/${job.id}`, {
        ...jobBody(),
        screeningQuestions,
        version: job.version,
      });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), field).toContain(field);
    }
    await fc.assert(
      fc.asyncProperty(
        // Each generated question lacks a valid type, so none may ever be saved.
        fc.array(
          fc.record(
            {
              id: fc.jsonValue(),
              label: fc.jsonValue(),
              type: fc.jsonValue().filter((v) => !(screeningQuestionTypes as readonly unknown[]).includes(v)),
              required: fc.jsonValue(),
              options: fc.jsonValue(),
            },
            { requiredKeys: [] },
          ),
          { minLength: 1, maxLength: 3 },
        ),
        async (screeningQuestions) => {
          const res = await put(admin, `/api/admin/jobs/${job.id}`, {
            ...jobBody(),
            screeningQuestions,
            version: job.version,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.statusCode).not.toBe(200);
        },
      ),
      { numRuns: 60 },
    );
    const after = (await admin.get(`/api/admin/jobs/${job.id}`)).json().data.job;
    expect(after.version).toBe(job.version);
    expect(after.screeningQuestions).toEqual([{ ...q, options: [] }]);
  });
});
