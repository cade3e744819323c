import type { FormDefinition } from '../core/definition-schema.ts';

/**
 * One form using every field type of §3, in sections a stepper can step through. It feeds the
 * forms gallery, the API tests, the browser tests and the demo seed, so all four show the same.
 */
export const allFieldsForm: FormDefinition = {
  title: 'Every field type',
  description:
    '<p>This form shows <strong>every field type</strong> of the toolkit. Fields marked with a red asterisk are required.</p>',
  sections: [
    {
      title: 'About you',
      description: '<p>Tell us who you are and how to reach you.</p>',
      items: [
        {
          name: 'welcome',
          type: 'info',
          label: 'Before you start',
          help: 'It takes about five minutes. Your answers are saved when you submit.',
        },
        {
          name: 'fullName',
          type: 'text',
          label: 'Full name',
          required: true,
          rules: [{ type: 'maxLength', value: 80 }],
        },
        { name: 'email', type: 'email', label: 'Email', required: true },
        {
          name: 'phone',
          type: 'phone',
          label: 'Phone',
          required: true,
          phoneOptions: { defaultCountryCode: 'US' },
        },
        { name: 'country', type: 'country', label: 'Country', required: true },
        {
          name: 'state',
          type: 'state',
          label: 'State or province',
          dependencies: ['country'],
          visibleFn: { field: 'country', op: 'in', value: ['US', 'CA'] },
        },
        {
          name: 'birthDate',
          type: 'date',
          label: 'Date of birth',
          dateOptions: { enableUntil: 0 },
          newItem: true,
        },
      ],
    },
    {
      title: 'Your experience',
      items: [
        {
          name: 'instructions',
          type: 'instruction',
          label: 'How to describe your experience',
          help: '<p>List the roles that matter most for this job. For each one, give the title and the dates you held it.</p><p>If you are in the role now, tick the box instead of giving an end date. Volunteer and part-time work count too: tell us what you did and what you learnt.</p><p>You can add up to three roles here, and attach more detail in the documents section.</p>',
          instructionOptions: { showReadMoreButton: true },
        },
        {
          name: 'currentRole',
          type: 'dateRange',
          label: 'Current or last role',
          required: true,
          dateRangeOptions: { showCurrentCheck: true, disallowFutureStartDate: true },
        },
        {
          name: 'roles',
          type: 'dynamicList',
          label: 'Other roles',
          rules: [{ type: 'maxLength', value: 3 }],
          dynamicListOptions: {
            addButton: 'Add a role',
            items: [
              { name: 'title', type: 'text', label: 'Job title', required: true },
              { name: 'years', type: 'number', label: 'Years', rules: [{ type: 'maxValue', value: 60 }] },
            ],
          },
        },
        {
          name: 'years',
          type: 'number',
          label: 'Years of experience',
          required: true,
          rules: [{ type: 'maxValue', value: 70 }],
        },
        {
          name: 'skills',
          type: 'skillSelector',
          label: 'Skills',
          required: true,
          skillSelectorOptions: { suggestedSkills: ['TypeScript', 'React', 'SQL', 'Leadership'] },
        },
        {
          name: 'summary',
          type: 'textarea',
          label: 'Summary',
          help: 'A few sentences about you.',
          textAreaOptions: { enableExpand: true },
          rules: [{ type: 'minLength', value: 20 }],
        },
        // §9: a star rating is disabled unless the form enables it.
        {
          name: 'teamwork',
          type: 'star_rating',
          label: 'How do you rate your teamwork?',
          required: true,
          disabled: false,
        },
      ],
    },
    {
      title: 'Preferences',
      items: [
        {
          name: 'workPlace',
          type: 'radio',
          label: 'Preferred work place',
          required: true,
          radioOptions: {
            choices: [
              { label: 'On site', value: 'onsite' },
              { label: 'Hybrid', value: 'hybrid' },
              { label: 'Remote', value: 'remote' },
            ],
          },
        },
        {
          name: 'days',
          type: 'checkbox',
          label: 'Days you can work',
          required: true,
          checkboxOptions: {
            choices: [
              { label: 'Weekdays', value: 'weekdays' },
              { label: 'Saturdays', value: 'saturday' },
              { label: 'Sundays', value: 'sunday' },
            ],
          },
        },
        {
          name: 'shift',
          type: 'dropdown',
          label: 'Shift',
          required: true,
          selectOptions: {
            choices: [
              { label: 'Night', value: 'night' },
              { label: 'Day', value: 'day' },
              { label: 'Evening', value: 'evening' },
            ],
            choicesSortOrder: 'ascending',
          },
        },
        {
          name: 'department',
          type: 'select',
          label: 'Department',
          selectOptions: {
            choices: [
              { label: 'Engineering', value: 'eng' },
              { label: 'Operations', value: 'ops' },
              { label: 'Sales', value: 'sales' },
            ],
            placeholder: 'Select',
          },
        },
        { name: 'relocate', type: 'checkboxItem', label: 'I am willing to relocate.' },
      ],
    },
    {
      title: 'Documents and identity',
      items: [
        {
          name: 'resume',
          type: 'file_upload',
          label: 'Resume',
          required: true,
          rules: [{ type: 'maxFileSizeMB', value: 5 }],
        },
        {
          name: 'references',
          type: 'fileUpload',
          label: 'References',
          rules: [
            { type: 'maxLength', value: 3 },
            { type: 'maxCumulativeFileSizeMB', value: 10 },
          ],
        },
        {
          name: 'ssn',
          type: 'ssn',
          label: 'Social security number',
          required: true,
          visibleFn: { field: 'country', op: 'equals', value: 'US' },
        },
        {
          name: 'sin',
          type: 'sin',
          label: 'Social insurance number',
          required: true,
          visibleFn: { field: 'country', op: 'equals', value: 'CA' },
        },
        {
          name: 'handbook',
          type: 'embedded_form',
          label: 'Employee handbook (preview)',
          additionalProperties: { title: 'Employee handbook' },
        },
        {
          name: 'agreement',
          type: 'esignForm',
          label: 'Sign the candidate agreement',
          additionalProperties: { title: 'Candidate agreement', wid: 'demo-agreement', hosted: true },
        },
        { name: 'consent', type: 'checkboxItem', label: 'I confirm my answers are true.', required: true },
      ],
    },
  ],
};
