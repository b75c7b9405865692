import { describe, expect, it } from 'vitest';
import { submitOnCtrlEnter } from './keys';

/** Just the fields the handler reads, and a record of whether it stopped the default action. */
function keydown(key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}) {
  const event = {
    key,
    ctrlKey: false,
    metaKey: false,
    ...modifiers,
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  };
  return event;
}

describe('submitOnCtrlEnter', () => {
  it('submits on Ctrl+Enter and on ⌘+Enter, keeping the newline out', () => {
    for (const modifiers of [{ ctrlKey: true }, { metaKey: true }]) {
      let submitted = 0;
      const event = keydown('Enter', modifiers);
      submitOnCtrlEnter(() => submitted++)(event as unknown as KeyboardEvent);
      expect(submitted).toBe(1);
      expect(event.prevented).toBe(true);
    }
  });

  it('leaves a plain Enter and other Ctrl keys alone', () => {
    for (const event of [keydown('Enter'), keydown('a', { ctrlKey: true })]) {
      let submitted = 0;
      submitOnCtrlEnter(() => submitted++)(event as unknown as KeyboardEvent);
      expect(submitted).toBe(0);
      expect(event.prevented).toBe(false);
    }
  });
});
