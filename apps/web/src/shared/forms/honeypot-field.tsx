/**
 * A field people never see or reach (hidden from sight, screen readers and the tab order) and
 * form-filling robots fill in: the server answers those as usual and drops what they sent.
 */
export function HoneypotField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="visually-hidden" aria-hidden>
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
