/**
 * A keydown handler for a text area that submits on Ctrl+Enter (⌘+Enter on a Mac), as most
 * editors do; a plain Enter still starts a new line.
 */
export function submitOnCtrlEnter(onSubmit: () => void): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
}
