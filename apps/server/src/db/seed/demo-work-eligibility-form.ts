import type { FormDefinition } from '@opencareers/forms/core/definition-schema';

/** A short, realistic form a recruiter asks for before an interview. */
export const workEligibilityForm: FormDefinition = {
  title: 'Work eligibility',
  layout: 'plain',
  sections: [
    {
      title: 'Eligibility',
      items: [
        { name: 'legalName', type: 'text', label: 'Full legal name', required: true },
        {
          name: 'authorized',
          type: 'radio',
          label: 'Are you legally authorized to work in the country of the job?',
          required: true,
          radioOptions: {
            choices: [
              { label: 'Yes', value: 'yes' },
              { label: 'No', value: 'no' },
            ],
          },
        },
        {
          name: 'sponsorship',
          type: 'radio',
          label: 'Will you now or in the future need visa sponsorship?',
          required: true,
          radioOptions: {
            choices: [
              { label: 'Yes', value: 'yes' },
              { label: 'No', value: 'no' },
            ],
          },
        },
        { name: 'notes', type: 'textarea', label: 'Anything else we should know?' },
      ],
    },
  ],
};
