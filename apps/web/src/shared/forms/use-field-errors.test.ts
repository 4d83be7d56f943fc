import { describe, expect, it, vi } from 'vitest';
import { focusFirstInvalidField } from './use-field-errors';

/** A form whose querySelector answers as the browser's would for the fields given (the test runs without a DOM). */
const formWith = (fields: { name: string; invalid: boolean }[]) => {
  const elements = fields.map((field) => ({ ...field, focus: vi.fn(), scrollIntoView: vi.fn() }));
  const querySelector = (selector: string) =>
    selector === '[aria-invalid="true"]' ? (elements.find((element) => element.invalid) ?? null) : null;
  return { container: { querySelector } as unknown as HTMLElement, elements };
};

describe('focusFirstInvalidField', () => {
  it('focuses the first refused field in the form’s order and brings it to the middle of the screen', () => {
    const { container, elements } = formWith([
      { name: 'a', invalid: false },
      { name: 'b', invalid: true },
      { name: 'c', invalid: true },
    ]);
    focusFirstInvalidField(container);
    const [first, second, third] = elements;
    expect(second?.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(second?.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(first?.focus).not.toHaveBeenCalled();
    expect(third?.focus).not.toHaveBeenCalled();
  });

  it('does nothing when no field is refused or the form is gone', () => {
    const { container, elements } = formWith([{ name: 'a', invalid: false }]);
    focusFirstInvalidField(container);
    focusFirstInvalidField(null);
    expect(elements[0]?.focus).not.toHaveBeenCalled();
  });
});
