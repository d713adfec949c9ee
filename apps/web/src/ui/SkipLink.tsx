/**
 * The first stop of Tab (issues 17 and 18): a link, visible only while focused, that moves the focus to
 * the page's `<main>` (which needs `tabIndex={-1}`), past the navigation. A plain anchor styled in
 * global.css (`.spona-skip-link`), so it costs the first route nothing.
 */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="spona-skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {label}
    </a>
  );
}
