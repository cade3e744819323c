import type { FormDefinition } from '@opencareers/forms/core/definition-schema';

/**
 * The application form a tenant starts with. It is stored as an ordinary form on first use, so
 * a company admin changes it in the form editor like any other form (docs/applications.md).
 */
export const defaultApplicationForm: FormDefinition = {
  title: 'Application',
  layout: 'plain',
  sections: [
    {
      title: 'How to reach you',
      items: [
        {
          name: 'fullName',
          type: 'text',
          label: 'Full name',
          required: true,
          rules: [{ type: 'maxLength', value: 120 }],
        },
        { name: 'email', type: 'email', label: 'Email', required: true },
        { name: 'phone', type: 'phone', label: 'Phone', phoneOptions: { defaultCountryCode: 'US' } },
        {
          name: 'location',
          type: 'text',
          label: 'Where do you live?',
          help: 'City and country are enough.',
          rules: [{ type: 'maxLength', value: 200 }],
        },
      ],
    },
    {
      title: 'Your application',
      items: [
        {
          name: 'resume',
          type: 'file_upload',
          label: 'Resume',
          help: 'PDF, Word or text, up to 5 MB.',
          // The resume types the site accepts elsewhere (pcsxConfig.resumeAllowedFileTypes' default).
          fileUploadOptions: { allowedTypes: ['pdf', 'doc', 'docx', 'txt'] },
          rules: [{ type: 'maxFileSizeMB', value: 5 }],
        },
        {
          name: 'coverLetter',
          type: 'textarea',
          label: 'Why this role?',
          help: 'A few sentences are plenty.',
          rules: [{ type: 'maxLength', value: 5000 }],
        },
        {
          name: 'profileUrl',
          type: 'text',
          label: 'LinkedIn or portfolio link',
          rules: [
            { type: 'maxLength', value: 300 },
            {
              type: 'regex',
              value: '/^https?:\\/\\/\\S+$/i',
              message: 'Enter a link starting with https://',
            },
          ],
        },
        {
          name: 'consent',
          type: 'checkboxItem',
          label: 'I agree that the hiring team may use these answers to consider my application.',
          required: true,
        },
      ],
    },
  ],
};
