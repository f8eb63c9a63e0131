/** A table's search field, labelled for screen readers by its placeholder text. */
export function SearchBox({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
