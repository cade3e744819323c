// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateServerPage, serverPage } from '../../test/server-page.tsx';
import { useId } from './stable-id.ts';

let renders = 0;
function Field({ id }: { id?: string }) {
  renders += 1;
  const inputId = useId(id);
  return (
    <>
      <label htmlFor={inputId}>Name</label>
      <input id={inputId} />
    </>
  );
}

afterEach(() => {
  renders = 0;
  document.body.innerHTML = '';
});

describe("Mantine's useId, replaced (build/mantine-stable-id.ts)", () => {
  it("keeps the server's id through hydration, rendering once", async () => {
    const container = serverPage(<Field />);
    const serverId = container.querySelector('input')!.id;
    expect(serverId).toMatch(/^mantine-\S+$/);
    renders = 0;
    expect(await hydrateServerPage(container, <Field />)).toEqual([]);
    expect(container.querySelector('input')!.id).toBe(serverId);
    expect(container.querySelector('label')!.htmlFor).toBe(serverId);
    // Mantine's own set a random id in a layout effect: a second, synchronous render.
    expect(renders).toBe(1);
  });

  it('gives each field its own id, and a given id as it is', () => {
    const { container } = render(
      <>
        <Field />
        <Field />
        <Field id="email" />
      </>,
    );
    const ids = [...container.querySelectorAll('input')].map((i) => i.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe('email');
  });
});
