/** Small inline icons for the editor (kept here so the toolkit needs no icon package). */
const icon = (d: string) =>
  function Icon() {
    return (
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={d} />
      </svg>
    );
  };

export const IconArrowUp = icon('M12 19V5M5 12l7-7 7 7');
export const IconArrowDown = icon('M12 5v14M19 12l-7 7-7-7');
export const IconCopy = icon('M9 9h10v10H9zM5 15V5h10');
export const IconPencil = icon('M4 20h4L18.5 9.5a2.1 2.1 0 0 0-3-3L5 17v3M13.5 6.5l3 3');
export const IconTrash = icon(
  'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
);
