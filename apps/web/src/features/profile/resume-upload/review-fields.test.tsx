import type { ParsedResume } from '@opencareers/contracts/profile';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { EducationItem } from './review-fields.tsx';
import type { Reviewed } from './review-state.ts';

type Education = ParsedResume['education'][number];
const proposed: Education = {
  school: 'Uni Porto',
  degree: 'BSc',
  field: 'Physics',
  startMonth: null,
  endMonth: null,
};
let last: Reviewed<Education> | undefined;

function Harness() {
  const [item, setItem] = useState<Reviewed<Education>>({ keep: true, value: proposed });
  last = item;
  return <EducationItem item={item} onChange={setItem} />;
}

describe('a proposed education item', () => {
  it('edits each text field in place, and dropping it turns the fields off', async () => {
    renderRoutes([{ path: '/', Component: Harness }], '/', makeBoot({ loggedIn: true }));
    const degree = (await screen.findByRole('textbox', { name: 'Degree' })) as HTMLInputElement;
    fireEvent.change(degree, { target: { value: 'MSc' } });
    expect(last?.value).toEqual({ ...proposed, degree: 'MSc' });
    const field = screen.getByRole('textbox', { name: 'Field of study' }) as HTMLInputElement;
    expect(field.value).toBe('Physics');
    fireEvent.click(screen.getByRole('checkbox', { name: /MSc — Uni Porto/ }));
    expect(last?.keep).toBe(false);
    expect(field.disabled).toBe(true);
    expect(degree.disabled).toBe(true);
  });
});
