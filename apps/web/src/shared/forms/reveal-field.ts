import type { FieldErrors } from 'react-hook-form';

/**
 * Dispatched (bubbling) from a field that must be shown before it can take the focus: a container
 * that hides some of its fields (a tab panel, a folded section) listens for it and shows the one
 * holding the event's target, synchronously.
 */
export const REVEAL_FIELD_EVENT = 'rh:reveal-field';

/** The dotted names of the fields that have a problem (`name`, `bios.en`, `variants.0.sku`). */
export function fieldsWithProblems(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'ref' || !value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof (value as { type?: unknown }).type === 'string'
      ? [path]
      : fieldsWithProblems(value as FieldErrors, path);
  });
}

/**
 * Focuses the first of these fields in the page's order within `scope` (the submitted form),
 * after asking whatever hides it to show it: focusing a hidden field does nothing, and keyboard
 * and screen-reader users would be left on the submit button.
 */
export function focusFirstField(scope: ParentNode, names: readonly string[]): void {
  const [first] = names
    .flatMap((name) => Array.from(scope.querySelectorAll<HTMLElement>(`[name="${CSS.escape(name)}"]`)))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  if (!first) return;
  if (first.closest('[hidden]')) first.dispatchEvent(new Event(REVEAL_FIELD_EVENT, { bubbles: true }));
  first.focus();
}
