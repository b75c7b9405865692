/**
 * One Tab stop for a row of controls (the table's headings, a toolbar), as the ARIA toolbar
 * and grid patterns ask: only one of them is in the Tab order at a time (the last one used),
 * and the arrow keys, Home and End move between them. Enter and Space keep doing what each
 * control does. Controls that come and go (a column added by a rating job, a button enabled)
 * join the row as they appear.
 */

/** Which item a key moves to from `index` among `count`; undefined for a key that does not move. */
export function rovingTarget(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

const isDisabled = (element: HTMLElement): boolean => (element as HTMLButtonElement).disabled === true;

/**
 * A Svelte action: the elements under `node` matching `selector` share one Tab stop. The
 * tabindex is set here on the elements themselves (the templates leave it alone), so it holds
 * whatever the component above re-renders.
 */
export function rovingFocus(node: HTMLElement, selector: string): { update: (next: string) => void; destroy: () => void } {
  let items = selector;
  let current: HTMLElement | null = null;

  const all = (): HTMLElement[] => [...node.querySelectorAll<HTMLElement>(items)];
  const reachable = (): HTMLElement[] => all().filter((element) => !isDisabled(element));

  function apply(): void {
    const list = reachable();
    if (!current || !list.includes(current)) current = list[0] ?? null;
    for (const element of all()) {
      // The attribute, not the property: a button's tabIndex is 0 without one.
      const tabIndex = element === current ? '0' : '-1';
      if (element.getAttribute('tabindex') !== tabIndex) element.setAttribute('tabindex', tabIndex);
    }
  }

  function onFocusIn(event: FocusEvent): void {
    const target = event.target as HTMLElement;
    if (!reachable().includes(target) || target === current) return;
    current = target;
    apply();
  }

  function onKeyDown(event: KeyboardEvent): void {
    const list = reachable();
    const index = list.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next = rovingTarget(event.key, index, list.length);
    if (next === undefined) return;
    event.preventDefault();
    current = list[next]!;
    apply();
    current.focus();
  }

  // Only what changes the set of items: the tabindex written here is not watched.
  const observer = new MutationObserver(apply);
  observer.observe(node, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  node.addEventListener('focusin', onFocusIn);
  node.addEventListener('keydown', onKeyDown);
  apply();

  return {
    update(next: string): void {
      items = next;
      apply();
    },
    destroy(): void {
      observer.disconnect();
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('keydown', onKeyDown);
    },
  };
}
