/**
 * The built-in offer letter body, word for word the letter every tenant got before templates
 * could be edited (docs/offers.md "Letter templates"). The letterhead (company name, date) and
 * the candidate's signature line are drawn around it and are not part of the template.
 * Paragraphs are separated by a blank line; a single line break stays a line break.
 */
export const defaultLetterTemplate = `Dear {{candidate_name}},

We are delighted to offer you the {{engagement}} {{job_title}} in our {{department}} team at {{company_name}}.

Your {{pay_label}} will be {{pay}}.

Your anticipated start date is {{start_date}}.

You will be based at {{place}}.

You will report to {{manager}}.

This offer is contingent on the verification of your right to work and the accuracy of the information you provided during the hiring process.

This offer remains open until {{expiry}}.

To accept, sign this letter electronically. If you have any questions, reply to your recruiter and we will be glad to help.

We look forward to working with you.

Sincerely,
The {{company_name}} hiring team`;
